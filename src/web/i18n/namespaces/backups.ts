import english from 'virtual:catalog/en/backups';
import { webNamespace } from '../web-namespace';

/** Station Settings › Backups, the overdue banner, and the server's backup refusals and alert. */
export const backups = webNamespace('backups', english);
