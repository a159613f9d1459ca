import english from 'virtual:catalog/en/schedule';
import { webNamespace } from '../web-namespace';

/** The Schedule screen: its header, grid, blocks, menus, dialogs, toasts and announcements. */
export const schedule = webNamespace('schedule', english);
