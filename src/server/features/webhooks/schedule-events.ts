import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { addDays } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { weeklySchedules } from '../../db/schema';
import type { ActivityEntry } from '../activity/record-activity';
import { queueWebhookEvent, subscribedTypes } from './webhook-outbox';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Changes that reach beyond their own week: a series (made, ended, restored) brings instances to
 * every later week, and an import may bring series. Every finalized week from the change's week
 * on is named (a series may end earlier: a receiver that rereads a week finds it unchanged).
 */
const FROM_THIS_WEEK_ON = new Set(['series.create', 'series.delete', 'week.import']);

/** What the published schedule is made of; library and team changes never change it. */
const SCHEDULE_SUBJECTS = new Set(['block', 'series', 'week']);

/**
 * The webhook events a change causes, written to the outbox in the change's transaction. Called
 * for every activity entry (every write records one, DESIGN.md D13), so no write path of the
 * schedule can change a published week without its event. Placed shows keep a snapshot of their
 * show and hosts, so show and DJ library edits do not change the published schedule.
 */
export async function queueScheduleEvents(tx: Tx, entry: ActivityEntry): Promise<void> {
  if (!SCHEDULE_SUBJECTS.has(entry.subjectType) || !entry.weekId) return;
  const weekId = entry.weekId;
  const wanted = await subscribedTypes(tx, [
    'week.published',
    'week.unpublished',
    'schedule.changed',
  ]);
  if (wanted.size === 0) return;
  const week = (id: string) => ({ weekStartDate: id, weekEndDate: addDays(id, 6) });

  switch (entry.action) {
    case 'week.finalize':
      if (wanted.has('week.published')) await queueWebhookEvent(tx, 'week.published', week(weekId));
      return;
    case 'week.revert':
      if (wanted.has('week.unpublished'))
        await queueWebhookEvent(tx, 'week.unpublished', { ...week(weekId), reason: 'reverted' });
      return;
    case 'week.delete':
      if (entry.details?.status === 'finalized' && wanted.has('week.unpublished'))
        await queueWebhookEvent(tx, 'week.unpublished', { ...week(weekId), reason: 'deleted' });
      return;
    case 'week.create':
    case 'week.saveDraft':
      return;
  }
  if (!wanted.has('schedule.changed')) return;
  const reachesLaterWeeks =
    FROM_THIS_WEEK_ON.has(entry.action) ||
    (entry.action === 'block.restore' && entry.subjectType === 'series');
  const changedWeeks = await finalizedWeeks(tx, weekId, reachesLaterWeeks);
  for (const id of changedWeeks) {
    await queueWebhookEvent(tx, 'schedule.changed', {
      ...week(id),
      change: entry.action,
      subject: { type: entry.subjectType, id: entry.subjectId ?? null },
    });
  }
}

/** The week if finalized, or (fromOn) every finalized week from it on. */
async function finalizedWeeks(tx: Tx, weekId: string, fromOn: boolean): Promise<string[]> {
  const rows = await tx
    .select({ id: weeklySchedules.id })
    .from(weeklySchedules)
    .where(
      and(
        eq(weeklySchedules.status, 'finalized'),
        fromOn ? gte(weeklySchedules.id, weekId) : inArray(weeklySchedules.id, [weekId]),
      ),
    )
    .orderBy(asc(weeklySchedules.id));
  return rows.map((r) => r.id);
}
