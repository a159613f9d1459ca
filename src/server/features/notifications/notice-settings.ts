import { eq, inArray } from 'drizzle-orm';
import {
  settingsOf,
  type NoticeKind,
  type NoticeSettings,
} from '../../../shared/notifications/kinds';
import type { Database } from '../../db/connection';
import { notificationSettings, profiles } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert'>;

/** The choices of each of `userIds` (defaults for those who never chose). */
export async function readNoticeSettings(
  db: Reader,
  userIds: readonly string[],
): Promise<Map<string, NoticeSettings>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationSettings)
          .where(inArray(notificationSettings.userId, [...userIds]));
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, settingsOf(byId.get(id))]));
}

export async function readOwnNoticeSettings(db: Reader, userId: string) {
  return (await readNoticeSettings(db, [userId])).get(userId)!;
}

/** Stores a person's whole choice (the caller merged the change into what was there). */
export async function writeNoticeSettings(
  db: Writer,
  userId: string,
  settings: NoticeSettings,
  now: Date,
): Promise<void> {
  const values = { kinds: settings.kinds, reminderLead: settings.reminderLead, updatedAt: now };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/** Turns one kind's e-mail off (the unsubscribe link), in one statement: no lost update. */
export async function turnEmailOff(db: Database, userId: string, kind: NoticeKind, now: Date) {
  await db.transaction(async (tx) => {
    // A link of an account deleted since: there is nobody to unsubscribe.
    const [person] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!person) return;
    // The row is locked while read and written, so two clicks at once both count.
    const [row] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    const current = settingsOf(row);
    current.kinds[kind] = { ...current.kinds[kind], email: false };
    await writeNoticeSettings(tx, userId, current, now);
  });
}
