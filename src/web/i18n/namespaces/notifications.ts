import english from 'virtual:catalog/en/notifications';
import { webNamespace } from '../web-namespace';

/** The notification centre and Profile Settings → Notifications. */
export const notifications = webNamespace('notifications', english);
