import english from 'virtual:catalog/en/away';
import { webNamespace } from '../web-namespace';

/** Away dates: My Shows → Away dates and DJ Library → a DJ → Away dates. */
export const away = webNamespace('away', english);
