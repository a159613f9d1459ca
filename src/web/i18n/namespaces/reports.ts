import english from 'virtual:catalog/en/reports';
import { webNamespace } from '../web-namespace';

/** Reports: the page, its figures, charts and tables, and the server's report refusals. */
export const reports = webNamespace('reports', english);
