import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { memberAtSignIn } from '../features/team/membership';
import { inactiveMemberText } from '../http/inactive-member';
import { sayForAuth } from './auth-language';
import { authRefusal } from './auth-refusal';

/**
 * Runs before better-auth stores a new session. A member signs in; anyone else is refused with
 * 403 and the sentence the sign-in form shows in its red box (SPEC.md §2 "Auth modal"), in the
 * account's own language, else the one the sign-in request asks for, else the station's.
 */
export async function refuseInactiveSignIn(
  db: Database,
  userId: string,
  headers?: Headers,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const member = await memberAtSignIn(db, {
    id: user.id,
    email: user.email,
    username: user.name || null,
  });
  const refusal = inactiveMemberText(member.status);
  if (refusal)
    throw authRefusal(
      'FORBIDDEN',
      `membership_${member.status}`,
      await sayForAuth(db, headers, refusal, user.id),
    );
}
