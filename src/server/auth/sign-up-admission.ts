import { profiles } from '../db/schema';
import type { Database } from '../db/connection';
import { localText } from '../../shared/i18n/local-text';
import { INVITATION_REFUSALS } from '../../shared/team/team-api';
import { sayForAuth } from './auth-language';
import { checkInvitationToken, hasPendingInvitation } from '../features/team/invitation-tokens';
import { readStationSettings } from '../features/team/station-settings.service';
import { authRefusal } from './auth-refusal';

/**
 * Who may sign up at all, before anything is written (DESIGN.md D12). An invitation link must
 * still work and be for this address; without one, an "invite only" station refuses the sign-up
 * with a sentence that says how to get in. The installation's first account is always allowed:
 * somebody has to become its station manager.
 */
export async function checkSignUpAdmission(
  db: Database,
  email: string,
  invitationToken: string | undefined,
  /** The sign-up request's headers: the refusals are in the language it asks for. */
  headers?: Headers,
): Promise<void> {
  const say = (key: Parameters<typeof localText>[0]) => sayForAuth(db, headers, localText(key));
  if (invitationToken) {
    const invitation = await checkInvitationToken(db, invitationToken);
    if (!invitation.ok) {
      throw authRefusal(
        'FORBIDDEN',
        `invitation_${invitation.reason}`,
        await say(INVITATION_REFUSALS[invitation.reason]),
      );
    }
    if (invitation.email.toLowerCase() !== email.toLowerCase()) {
      const otherAddress = await say(INVITATION_REFUSALS.otherAddress);
      throw authRefusal('FORBIDDEN', 'invitation_other_address', otherAddress, {
        fields: { email: otherAddress },
      });
    }
    return;
  }
  const { signupPolicy } = await readStationSettings(db);
  if (signupPolicy !== 'invite') return;
  // Invited, but signing up without the link: the invitation is used once the address is confirmed.
  if (await hasPendingInvitation(db, email)) return;
  const [anyone] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  if (anyone)
    throw authRefusal('FORBIDDEN', 'invitation_required', await say('auth:signup.inviteOnly'));
}
