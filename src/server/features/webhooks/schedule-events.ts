import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { addDays } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { weeklySchedules } from '../../db/schema';
import type { ActivityEntry } from '../activity/activity-entry-types';
import { queueWebhookEvent, subscribedTypes } from './webhook-outbox';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Changes that reach beyond their own week: a series (made, ended, restored) brings instances to
 * every later week, and an import may bring series. Every finalized week from the change's week
 * on is named (a series may end earlier: a receiver that rereads a week finds it unchanged).
 */
const FROM_THIS_WEEK_ON = new Set(['series.create', 'series.delete', 'week.import']);

/** Changes of a week's status: they have events of their own, never schedule.changed. */
const WEEK_STATUS_ACTIONS = new Set([
  'week.finalize',
  'week.revert',
  'week.delete',
  'week.create',
  'week.saveDraft',
]);

/**
 * What the published schedule is made of; library and team changes never change it. A fill-in's
 * take and give back change an airing's hosts, and say so in their own entry (with its week).
 */
const SCHEDULE_SUBJECTS = new Set(['block', 'series', 'week', 'fillin']);

/**
 * The webhook events a change causes, written to the outbox in the change's transaction. Called
 * for every activity entry (every write records one, DESIGN.md D13), so no write path of the
 * schedule can change a published week without its event. Placed shows keep a snapshot of their
 * show and hosts, so show and DJ library edits do not change the published schedule. The
 * subscriptions and the finalized weeks among the entries' are read once per write, not per entry.
 */
export async function queueScheduleEventsOfMany(
  tx: Tx,
  entries: readonly ActivityEntry[],
): Promise<void> {
  const relevant = entries.filter((e) => SCHEDULE_SUBJECTS.has(e.subjectType) && e.weekId);
  if (relevant.length === 0) return;
  const wanted = await subscribedTypes(tx, [
    'week.published',
    'week.unpublished',
    'schedule.changed',
  ]);
  if (wanted.size === 0) return;
  const ownWeekOnly = relevant.filter((e) => !WEEK_STATUS_ACTIONS.has(e.action));
  const finalizedAmong =
    wanted.has('schedule.changed') && ownWeekOnly.length > 0
      ? new Set(await finalizedWeeksAmong(tx, [...new Set(ownWeekOnly.map((e) => e.weekId!))]))
      : new Set<string>();
  for (const entry of relevant) await queueEventsOf(tx, entry, wanted, finalizedAmong);
}

async function queueEventsOf(
  tx: Tx,
  entry: ActivityEntry,
  wanted: Set<string>,
  finalizedAmong: Set<string>,
): Promise<void> {
  const weekId = entry.weekId!;
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
  const changedWeeks = reachesLaterWeeks
    ? await finalizedWeeksFrom(tx, weekId)
    : finalizedAmong.has(weekId)
      ? [weekId]
      : [];
  for (const id of changedWeeks) {
    await queueWebhookEvent(tx, 'schedule.changed', {
      ...week(id),
      change: entry.action,
      subject: { type: entry.subjectType, id: entry.subjectId ?? null },
      ...fillInAiring(entry),
    });
  }
}

/**
 * A fill-in's take or give back names the airing and its hosts now, so a receiver (a playout
 * system, a website) learns who is on without reading the week again: "airing": { "date":
 * "2027-01-12", "show": "Jazz Hour", "hosts": ["Sam"], "fillIn": true } (decision 0068).
 */
function fillInAiring(entry: ActivityEntry) {
  const d = entry.details;
  if (entry.subjectType !== 'fillin' || !d || !Array.isArray(d.hosts)) return {};
  return {
    airing: {
      date: d.date,
      show: d.show,
      hosts: d.hosts,
      fillIn: entry.action !== 'fillin.giveBack',
    },
  };
}

/** Every finalized week from this one on. */
async function finalizedWeeksFrom(tx: Tx, weekId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: weeklySchedules.id })
    .from(weeklySchedules)
    .where(and(eq(weeklySchedules.status, 'finalized'), gte(weeklySchedules.id, weekId)))
    .orderBy(asc(weeklySchedules.id));
  return rows.map((r) => r.id);
}

/** Which of these weeks are finalized. */
async function finalizedWeeksAmong(tx: Tx, weekIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: weeklySchedules.id })
    .from(weeklySchedules)
    .where(and(eq(weeklySchedules.status, 'finalized'), inArray(weeklySchedules.id, weekIds)));
  return rows.map((r) => r.id);
}
