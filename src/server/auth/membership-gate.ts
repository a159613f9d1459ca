import { eq } from 'drizzle-orm';
import { inactiveMemberMessage } from '../../shared/team/permissions';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { memberAtSignIn } from '../features/team/membership';
import { authRefusal } from './auth-refusal';

/**
 * Runs before better-auth stores a new session. A member signs in; anyone else is refused with
 * 403 and the sentence the sign-in form shows in its red box (SPEC.md §2 "Auth modal").
 */
export async function refuseInactiveSignIn(db: Database, userId: string): Promise<void> {
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
  const refusal = inactiveMemberMessage(member.status);
  if (refusal) throw authRefusal('FORBIDDEN', `membership_${member.status}`, refusal);
}
