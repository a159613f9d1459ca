import english from 'virtual:catalog/en/team';
import { webNamespace } from '../web-namespace';

/** The Team page: members, invitations, the role, invite and DJ-link dialogs. */
export const team = webNamespace('team', english);
