import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { NoticeKind } from '../../../shared/notifications/kinds';
import type { Database } from '../../db/connection';
import { notifications, profiles } from '../../db/schema';
import { writeJob } from '../../jobs/job-store';
import { publishChanges } from '../../realtime/publish-change';
import { readNoticeSettings } from './notice-settings';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One event told to one person. */
export type Notice = {
  userId: string;
  kind: NoticeKind;
  /**
   * Names the event, unique per person: the same event raised again (another process, a job run
   * twice, a request retried) is told once. E.g. "fill-in:<id>:opened".
   */
  key: string;
  /** The app path it opens ("/fill-ins/<id>"). */
  link: string;
  title: string;
  /** Its paragraphs, as the e-mail and the notification centre say them. */
  lines: string[];
};

/** The job that sends a notice's e-mail (notice-mail.ts). */
export const NOTICE_MAIL_JOB = 'notifications.mail';
/**
 * Notice e-mails one person gets per hour at most; past it, notices still reach the centre. A
 * busy week of changes cannot flood an inbox, and the centre still has every notice.
 */
export const NOTICE_MAILS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

/**
 * The one way a member is told of something (issue 34, decision 0071). Per person and the kind's
 * choice it writes the notification centre's entry and/or queues the e-mail (sent by a job, so a
 * restart between the two loses and duplicates nothing), exactly once per event and person,
 * nothing to suspended members or when that kind is off. Answers how many notices were written.
 */
export async function notify(
  db: Database | Tx,
  now: Date,
  notices: readonly Notice[],
): Promise<number> {
  if (notices.length === 0) return 0;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  return db.transaction(async (tx) => {
    const statuses = new Map(
      (
        await tx
          .select({ id: profiles.id, status: profiles.status })
          .from(profiles)
          .where(inArray(profiles.id, userIds))
      ).map((p) => [p.id, p.status]),
    );
    const settings = await readNoticeSettings(tx, userIds);
    const mailsLeft = await mailsLeftThisHour(tx, userIds, now);
    const told = new Set<string>();
    let written = 0;
    for (const notice of notices) {
      const status = statuses.get(notice.userId);
      if (status === undefined || status === 'suspended') continue;
      const channels = settings.get(notice.userId)!.kinds[notice.kind];
      if (!channels.email && !channels.inApp) continue;
      const left = mailsLeft.get(notice.userId) ?? 0;
      const mailState = !channels.email ? 'none' : left > 0 ? 'queued' : 'skipped';
      const [row] = await tx
        .insert(notifications)
        .values({ ...notice, inApp: channels.inApp, mailState, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      if (!row) continue;
      written++;
      if (mailState === 'queued') {
        mailsLeft.set(notice.userId, left - 1);
        const payload = { notificationId: row.id };
        await writeJob(tx, { name: NOTICE_MAIL_JOB, payload, runAt: now, key: row.id });
      }
      if (channels.inApp) told.add(notice.userId);
    }
    await publishChanges(
      tx,
      [...told].map((userId) => ({ kind: 'notices' as const, userId })),
    );
    return written;
  });
}

/**
 * What each person's hour still allows. Counting and queueing are one step per person across
 * processes: a lock per person (held to the end of the outermost transaction, so until the
 * queued rows are visible to the next count) makes a second notify wait for the first's count
 * to include its rows, so two at once cannot both queue the 30th. Taken in id order, so two
 * notices to the same people cannot deadlock.
 */
async function mailsLeftThisHour(tx: Tx, userIds: string[], now: Date) {
  const ids = [...userIds].sort();
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('notice-mails:' || id, 0))
      from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) id`);
  const since = new Date(now.getTime() - HOUR_MS);
  const rows = await tx
    .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        inArray(notifications.mailState, ['queued', 'sent']),
        gt(notifications.createdAt, since),
      ),
    )
    .groupBy(notifications.userId);
  const used = new Map(rows.map((r) => [r.userId, r.n]));
  return new Map(userIds.map((id) => [id, NOTICE_MAILS_PER_HOUR - (used.get(id) ?? 0)]));
}

/** Marks the e-mail of a notice as it went; only from 'queued', so a second run changes nothing. */
export async function settleMail(db: Database, id: string, state: 'sent' | 'skipped') {
  await db
    .update(notifications)
    .set({ mailState: state })
    .where(and(eq(notifications.id, id), eq(notifications.mailState, 'queued')));
}
