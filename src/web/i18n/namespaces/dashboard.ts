import english from 'virtual:catalog/en/dashboard';
import { webNamespace } from '../web-namespace';

/** The Schedule Dashboard: heading, stat cards, the weeks' list and its questions. */
export const dashboard = webNamespace('dashboard', english);
