import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { sessions } from '../db/schema';

/** Signs the account out everywhere but in the session that asked (after a credential change). */
export async function endOtherSessions(
  db: Database,
  userId: string,
  keptSessionId: string,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)));
}
