import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdateInput } from '../../../shared/schemas/account';
import type { Database } from '../../db/connection';
import { profiles, users } from '../../db/schema';
import { admitNewAccount } from '../team/membership';

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
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  let row = await findProfile(db, userId);
  if (!row) {
    await admitNewAccount(db, { id: user.id, email: user.email, username: user.name || null });
    row = await findProfile(db, userId);
  }
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

/** Changes only the given fields; an empty string clears a field. */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  input: ProfileUpdateInput,
): Promise<Profile> {
  await getOwnProfile(db, userId);
  const changes: Partial<ProfileRow> = { updatedAt: new Date() };
  if (input.username !== undefined) changes.username = input.username || null;
  if (input.avatarUrl !== undefined) changes.avatarUrl = input.avatarUrl || null;
  if (input.timezone !== undefined) changes.timezone = input.timezone || null;
  await db.update(profiles).set(changes).where(eq(profiles.id, userId));
  return (await getOwnProfile(db, userId)).profile;
}

async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

function toProfile(row: ProfileRow, createdAt: Date): Profile {
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatarUrl,
    timezone: row.timezone,
    role: row.role,
    email: row.email,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: createdAt.toISOString(),
  };
}
