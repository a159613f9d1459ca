import { eq } from 'drizzle-orm';
import { isLanguage } from '../../../shared/i18n/languages';
import { isTimeFormat } from '../../../shared/i18n/time-format';
import type { Profile, ProfileUpdateInput } from '../../../shared/schemas/account';
import type { Database } from '../../db/connection';
import { profiles, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordActivity, type Actor } from '../activity/record-activity';
import { admitExistingAccount } from '../team/membership';
import { MEMBER_NAMES_LOCK, USERNAME_TAKEN, usernameTaken } from './member-names';

type ProfileRow = typeof profiles.$inferSelect;

export async function syncProfileEmail(db: Database, userId: string, email: string): Promise<void> {
  await db.update(profiles).set({ email, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

export type ProfileWithNotice = { profile: Profile; emailSyncError?: string };

/**
 * The signed-in user's profile, created if absent. Its e-mail follows the account's: after a
 * confirmed change the profile catches up here; if that write fails the caller is told why.
 */
export async function getOwnProfile(db: Database, userId: string): Promise<ProfileWithNotice> {
  let [found] = await readAccount(db, userId);
  if (!found) throw new Error(`No user ${userId}`);
  const { user } = found;
  if (!found.profile) {
    await admitExistingAccount(db, { id: user.id, email: user.email, username: user.name || null });
    [found] = await readAccount(db, userId);
  }
  let row = found?.profile;
  if (!row) throw new Error(`Profile of ${userId} could not be created`);
  let emailSyncError: string | undefined;
  if (row.email !== user.email) {
    try {
      await syncProfileEmail(db, userId, user.email);
      row = { ...row, email: user.email };
    } catch (error) {
      emailSyncError = (error as Error).message;
    }
  }
  const profile = toProfile(row, user.createdAt);
  return emailSyncError ? { profile, emailSyncError } : { profile };
}

/**
 * Changes only the given fields; an empty string clears a field. A new username must be no other
 * member's, and the change of name is recorded in the activity log with the old one, so a change
 * made under a name can still be traced to the person.
 */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  input: ProfileUpdateInput,
  actor: Actor,
): Promise<Profile> {
  const { profile: before } = await getOwnProfile(db, userId);
  const changes: Partial<ProfileRow> = { updatedAt: new Date() };
  if (input.username !== undefined) changes.username = input.username || null;
  if (input.avatarUrl !== undefined) changes.avatarUrl = input.avatarUrl || null;
  if (input.timezone !== undefined) changes.timezone = input.timezone || null;
  if (input.language !== undefined) changes.language = input.language || null;
  if (input.timeFormat !== undefined) changes.timeFormat = input.timeFormat || null;
  await db.transaction(async (tx) => {
    const renamed = changes.username !== undefined && changes.username !== before.username;
    if (renamed && changes.username) {
      await tx.execute(MEMBER_NAMES_LOCK);
      if (await usernameTaken(tx, changes.username, userId)) {
        throw new HttpError(422, 'validation_failed', USERNAME_TAKEN, { username: USERNAME_TAKEN });
      }
    }
    await tx.update(profiles).set(changes).where(eq(profiles.id, userId));
    if (renamed) {
      await recordActivity(tx, actor, {
        action: 'profile.rename',
        subjectType: 'member',
        subjectId: userId,
        details: { from: before.username, to: changes.username ?? null },
      });
    }
  });
  return (await getOwnProfile(db, userId)).profile;
}

/**
 * The account and its profile in one round trip: /api/profile is the signed-in small read whose
 * cost is held to twice /api/health's (docs/decisions/0055), and every round trip counts there.
 */
function readAccount(db: Database, userId: string) {
  return db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
}

function toProfile(row: ProfileRow, createdAt: Date): Profile {
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatarUrl,
    timezone: row.timezone,
    language: isLanguage(row.language) ? row.language : null,
    timeFormat: isTimeFormat(row.timeFormat) ? row.timeFormat : null,
    role: row.role,
    email: row.email,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: createdAt.toISOString(),
  };
}
