import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { INVITATION_TOKEN_MAX } from '../team/team-api';
import { ROLES } from '../team/roles';
import { emailField } from './fields';

/**
 * The Team page's requests (shared/team/team-api.ts has their answers and texts, without zod, so
 * the page paints without it).
 */
const roleField = z.enum(ROLES, keyed('errors:team.roleRequired', 'Choose a role'));

/** POST /api/team/invitations. */
export const invitationInputSchema = z.strictObject({ email: emailField, role: roleField });
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** PUT /api/team/members/:id/role. */
export const roleChangeSchema = z.strictObject({ role: roleField });
/** POST /api/team/members/:id/approve: the role the member joins with (as they are, if none). */
export const approvalSchema = z.strictObject({ role: roleField.optional() });

/** PUT /api/team/members/:id/dj: the DJ Library entry to link, or null to unlink. */
export const djLinkSchema = z.strictObject({
  djId: z.uuid(keyed('errors:team.djRequired', 'Choose a DJ from the DJ Library')).nullable(),
});

/** The invitation link's query parameter, and the sign-up body field carrying it. */
export const invitationTokenField = z.string().min(1).max(INVITATION_TOKEN_MAX);
