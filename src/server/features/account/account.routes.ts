import { Hono } from 'hono';
import { isAPIError } from 'better-auth/api';
import { emailChangeSchema, passwordChangeSchema } from '../../../shared/schemas/account';
import type { Auth } from '../../auth/auth';
import { requireCurrentPassword } from '../../auth/current-password';
import { newPasswordProblem } from '../../auth/new-password-check';
import { endOtherSessions } from '../../auth/sessions';
import { revokeAllFeeds } from '../exchange/calendar-feeds.service';
import type { AppEnv } from '../../http/app-env';
import { HttpError, parseWith, readJson } from '../../http/errors';
import { localText } from '../../../shared/i18n/local-text';
import { getOwnProfile } from '../profiles/profiles.service';

/** Where the new address's confirmation link lands. */
const EMAIL_CHANGED_CALLBACK = '/profile?email-changed=1';

/**
 * The signed-in user's credentials. Both changes need the current password (a stolen session
 * alone must not take the account over) and end the account's other sessions; the session that
 * made the change stays signed in.
 */
export function accountRoutes(auth: Auth) {
  return new Hono<AppEnv>()
    .post('/password', async (c) => {
      const input = parseWith(passwordChangeSchema, await readJson(c));
      const { db, user, session } = c.var;
      const { profile } = await getOwnProfile(db, user.id);
      const problem = newPasswordProblem(input.password, {
        email: user.email,
        username: profile.username ?? user.name,
      });
      if (problem) throw new HttpError(422, 'validation_failed', problem, { password: problem });
      await requireCurrentPassword(auth, db, user.id, input.currentPassword);
      const context = await auth.$context;
      await context.internalAdapter.updatePassword(
        user.id,
        await context.password.hash(input.password),
      );
      await endOtherSessions(db, user.id, session.id);
      // A feed URL is a credential of its own: a new password would not stop a leaked one.
      await revokeAllFeeds(db, user.id, 'password-change');
      return c.json({ ok: true });
    })
    .post('/email', async (c) => {
      const input = parseWith(emailChangeSchema, await readJson(c));
      const { db, user, session } = c.var;
      if (input.newEmail.toLowerCase() === user.email.toLowerCase()) {
        const same = localText('auth:refusal.sameEmail');
        throw new HttpError(422, 'validation_failed', same, { newEmail: same });
      }
      await requireCurrentPassword(auth, db, user.id, input.currentPassword);
      try {
        // better-auth mails the confirmation link to the new address; nothing changes until
        // it is opened (and nothing is sent if the address belongs to another account).
        await auth.api.changeEmail({
          body: { newEmail: input.newEmail, callbackURL: EMAIL_CHANGED_CALLBACK },
          headers: c.req.raw.headers,
        });
      } catch (error) {
        if (isAPIError(error) && error.statusCode < 500) {
          throw new HttpError(422, 'validation_failed', error.message, { newEmail: error.message });
        }
        throw error;
      }
      await endOtherSessions(db, user.id, session.id);
      return c.json({ ok: true });
    });
}
