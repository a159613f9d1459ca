import english from 'virtual:catalog/en/fillIns';
import { webNamespace } from '../web-namespace';

/** Fill-ins: the lists, a request's page, the ask dialogs, their toasts and the dashboard's lines. */
export const fillIns = webNamespace('fillIns', english);
