import english from 'virtual:catalog/en/seasons';
import { webNamespace } from '../web-namespace';

/** Seasons: Station Settings → Seasons, the carry forward, the header's badge, the filter. */
export const seasons = webNamespace('seasons', english);
