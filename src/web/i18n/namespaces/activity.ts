import english from 'virtual:catalog/en/activity';
import { webNamespace } from '../web-namespace';

/** The Activity page, the week history and the colleague notices, with every activity sentence. */
export const activity = webNamespace('activity', english);
