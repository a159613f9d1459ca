import { eq, inArray, sql } from 'drizzle-orm';
import {
  settingsOf,
  type NoticeChannels,
  type NoticeKind,
  type NoticeSettings,
  type ReminderLead,
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

/** A change of some of a person's choices: a kind's channels (some or both), the reminder lead. */
export type NoticeSettingsChange = {
  kinds?: Partial<Record<NoticeKind, Partial<NoticeChannels>>>;
  reminderLead?: ReminderLead;
};

/**
 * Merges a change into a person's stored choices in one statement, against the row as it is when
 * written (under its lock), not as it was read before: two saves at once (two tabs, a save and an
 * unsubscribe click) both count. Answers the choices as they are after it.
 */
export async function changeNoticeSettings(
  db: Writer,
  userId: string,
  change: NoticeSettingsChange,
  now: Date,
): Promise<NoticeSettings> {
  const kinds = Object.entries(change.kinds ?? {}).filter(([, channels]) => channels);
  const stored = notificationSettings.kinds;
  // Each changed kind's channels over what that kind has now: `||` merges the top level only.
  const merged = kinds.reduce(
    (into, [kind, channels]) =>
      sql`${into} || jsonb_build_object(${kind}::text, coalesce(${stored} -> ${kind}::text, '{}'::jsonb) || ${JSON.stringify(channels)}::jsonb)`,
    sql`${stored}`,
  );
  const [row] = await db
    .insert(notificationSettings)
    .values({
      userId,
      kinds: Object.fromEntries(kinds) as Record<string, NoticeChannels>,
      ...(change.reminderLead ? { reminderLead: change.reminderLead } : {}),
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        kinds: merged,
        ...(change.reminderLead ? { reminderLead: change.reminderLead } : {}),
        updatedAt: now,
      },
    })
    .returning();
  return settingsOf(row);
}

/** Turns one kind's e-mail off (the unsubscribe link); nobody to unsubscribe if the account went. */
export async function turnEmailOff(db: Database, userId: string, kind: NoticeKind, now: Date) {
  const [person] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!person) return;
  await changeNoticeSettings(db, userId, { kinds: { [kind]: { email: false } } }, now);
}
