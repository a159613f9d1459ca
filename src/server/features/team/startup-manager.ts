import { eq, sql } from 'drizzle-orm';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import { displayName } from '../../../shared/team/display-name';
import type { Database } from '../../db/connection';
import { profiles, users } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity } from '../activity/record-activity';
import { admitExistingAccount } from './membership';

/** What STATION_MANAGER_EMAIL did at this start; the server logs each but `already`. */
export type StartupManagerOutcome = 'made' | 'already' | 'unconfirmed' | 'missing';

export const STARTUP_MANAGER_ACTION = 'team.startup-manager';

/**
 * Makes the account with this e-mail an active Station Manager (STATION_MANAGER_EMAIL at start):
 * whoever runs the server can always get a station back whose managers left or are locked out.
 * Only a confirmed address is promoted (anyone may sign up with an address they do not own), and
 * a promotion is written to the activity log with the member as its actor, like any role change.
 * An account that is an active manager already is left alone, so a restart records nothing.
 */
export async function makeStationManager(
  db: Database,
  email: string,
): Promise<StartupManagerOutcome> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  if (!user) return 'missing';
  if (!user.emailVerified) return 'unconfirmed';
  await admitExistingAccount(db, { id: user.id, email: user.email, username: user.name || null });
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: profiles.role, status: profiles.status, username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, user.id))
      .for('update');
    if (before?.role === STATION_MANAGER_ROLE && before.status === 'active') return 'already';
    await tx
      .update(profiles)
      .set({ role: STATION_MANAGER_ROLE, status: 'active', updatedAt: sql`now()` })
      .where(eq(profiles.id, user.id));
    const name = displayName(before?.username, user.email);
    await publishChange(tx, { kind: 'team' });
    await recordActivity(
      tx,
      { id: user.id, name, email: user.email },
      {
        action: STARTUP_MANAGER_ACTION,
        subjectType: 'member',
        subjectId: user.id,
        details: {
          memberName: name,
          from: before?.role ?? null,
          fromStatus: before?.status ?? null,
          to: STATION_MANAGER_ROLE,
        },
      },
    );
    return 'made';
  });
}

/** The server log's line for each outcome worth a line. */
export const STARTUP_MANAGER_LOG: Record<Exclude<StartupManagerOutcome, 'already'>, string> = {
  made: '[team] STATION_MANAGER_EMAIL: the account was made an active Station Manager',
  unconfirmed:
    '[team] STATION_MANAGER_EMAIL: the account has not confirmed its address yet, so it was not made a Station Manager',
  missing: '[team] STATION_MANAGER_EMAIL: no account has this address yet',
};
