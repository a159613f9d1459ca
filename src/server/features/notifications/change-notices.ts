import { createHash } from 'node:crypto';
import { eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  changeNotice,
  changesByHost,
  type HostChange,
  type SnapAiring,
} from '../../../shared/notifications/change-notices';
import { hostKey } from '../../../shared/schedule/dj-clash';
import type { CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { jobs as jobsTable, noticeWeekSnapshots } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import type { Jobs } from '../../jobs/jobs';
import { writeJob } from '../../jobs/job-store';
import type { ActivityEntry, Actor } from '../activity/activity-entry-types';
import { readPeople } from '../fill-ins/fill-in-people';
import { openWeek, type Tx } from '../schedule/weeks/weeks.service';
import { rememberWeeks, snapOf } from './notice-snapshots';
import { readStationSettings } from '../team/station-settings.service';
import { notify, type Notice } from './notify';
import { addedNotices, readAddedBatches } from './added-airings';
import { readersWords } from '../../i18n/languages-read';

export const CHANGES_JOB = 'notifications.changes';
/** One job gathers every change: a host hears once of all that changed within the window. */
const PENDING = 'pending';
/** Changes within this much of the first are told together. */
export const GATHER_MS = 2 * 60_000;
const SCHEDULE_SUBJECTS = new Set(['block', 'series', 'week']);
/** Writes that bring airings to every later week (a series, an import, a restore). */
const reachesLater = (e: ActivityEntry) =>
  e.subjectType === 'series' ||
  e.action === 'week.import' ||
  e.action === 'block.restore' ||
  // The Undo of a copy, an import or a series takes away what it made in the weeks after its own.
  e.action === 'week.undoBulk';

type Payload = {
  weeks: string[];
  actors: string[];
  later: string | null;
  since: string | null;
  /** Bulk writes that added airings to draft weeks, by their Undo record (one id per write). */
  added: string[];
};

async function clockOf(db: Pick<Database, 'select'>, now: Date): Promise<StationClock> {
  const { stationTimeZone } = await readStationSettings(db);
  return { timeZone: stationTimeZone, now: () => now };
}

/**
 * Called by `recordActivities` with a write's entries, in its transaction. A week being finalized
 * is remembered as its hosts now know it; a change to a remembered week (or one reaching later
 * weeks) joins the pending job, with who made it (they are not told of their own change).
 */
export async function noteScheduleChanges(
  tx: Tx,
  actor: Actor,
  entries: readonly ActivityEntry[],
): Promise<void> {
  const relevant = entries.filter((e) => SCHEDULE_SUBJECTS.has(e.subjectType) && e.weekId);
  if (relevant.length === 0) return;
  const finalized = relevant.filter((e) => e.action === 'week.finalize').map((e) => e.weekId!);
  if (finalized.length > 0) {
    await rememberWeeks(tx, finalized, await clockOf(tx, new Date()), true);
  }
  const changed = relevant.filter((e) => e.action !== 'week.finalize');
  if (changed.length === 0) return;
  const weeks = [...new Set(changed.map((e) => e.weekId!))];
  const known = await tx
    .select({ weekId: noticeWeekSnapshots.weekId })
    .from(noticeWeekSnapshots)
    .where(inArray(noticeWeekSnapshots.weekId, weeks));
  const later =
    changed
      .filter(reachesLater)
      .map((e) => e.weekId!)
      .sort()[0] ?? null;
  if (known.length === 0 && !later) return;
  await gatherChange(tx, {
    weeks: known.map((k) => k.weekId),
    actors: [actor.id],
    later,
    since: null,
    added: [],
  });
}

/**
 * Called (onAiringsAdded, app.ts) by a bulk write that added airings, in its transaction: the
 * write joins the pending job, and its hosts are told of what is still there when it tells.
 */
export async function noteAddedAirings(tx: Tx, batch: string): Promise<void> {
  await gatherChange(tx, { weeks: [], actors: [], later: null, since: null, added: [batch] });
}

/**
 * Adds weeks and actors to the pending job (written due at once; its first run starts the
 * two-minute window). Merged in one statement, so writes of several processes all count.
 */
async function gatherChange(tx: Tx, payload: Payload) {
  const union = (field: string) =>
    sql`(select coalesce(jsonb_agg(distinct v), '[]'::jsonb) from jsonb_array_elements(coalesce(${jobsTable.payload}->${field}, '[]'::jsonb) || (excluded.payload->${field})) v)`;
  await tx
    .insert(jobsTable)
    .values({ name: CHANGES_JOB, key: PENDING, payload, runAt: new Date(0) })
    .onConflictDoUpdate({
      target: [jobsTable.name, jobsTable.key],
      set: {
        payload: sql`jsonb_build_object(
          'weeks', ${union('weeks')},
          'actors', ${union('actors')},
          'added', ${union('added')},
          'later', to_jsonb(least(${jobsTable.payload}->>'later', excluded.payload->>'later')),
          'since', ${jobsTable.payload}->'since')`,
        // A run under way keeps the job for these changes (its finish deletes only its version).
        lockedUntil: null,
        version: sql`${jobsTable.version} + 1`,
      },
    });
}

/**
 * Tells each affected host once of everything that changed for them in finalized weeks, and
 * remembers the weeks anew; and each host of a bulk write's added airings one summary of them.
 */
export async function tellChanges(db: Database, now: Date, payload: Payload): Promise<number> {
  const byHost = await changesInFinalizedWeeks(db, now, payload);
  const added = await readAddedBatches(db, payload.added);
  if (byHost.size === 0 && added.every((b) => b.byHost.size === 0)) return 0;
  const actors = new Set(payload.actors);
  const { stationName, stationTimeZone } = await readStationSettings(db);
  const notices: Notice[] = [];
  const people = (await readPeople(db)).filter((p) => p.status === 'active' && p.djId);
  const wordsOf = await readersWords(
    db,
    people.map((p) => p.userId),
  );
  for (const person of people) {
    const w = wordsOf(person.userId);
    const zones = { reader: person.timeZone ?? stationTimeZone, station: stationTimeZone };
    notices.push(...addedNotices(person, added, stationName, zones, w));
    if (actors.has(person.userId)) continue;
    const mine = [...new Set(person.djNames.map(hostKey))].flatMap((k) => byHost.get(k) ?? []);
    if (mine.length === 0) continue;
    const text = changeNotice(stationName, mine, zones, w);
    const digest = createHash('sha256').update(text.lines.join('\n')).digest('hex').slice(0, 16);
    notices.push({
      userId: person.userId,
      kind: 'showChanges' as const,
      key: `changes:${payload.since ?? ''}:${digest}`,
      link: '/my-shows',
      ...text,
    });
  }
  return notify(db, now, notices);
}

/** Each host's changes in the finalized weeks of the window, which are remembered anew. */
async function changesInFinalizedWeeks(db: Database, now: Date, payload: Payload) {
  const clock = await clockOf(db, now);
  const snapshots = await db
    .select()
    .from(noticeWeekSnapshots)
    .where(
      or(
        payload.weeks.length > 0 ? inArray(noticeWeekSnapshots.weekId, payload.weeks) : undefined,
        payload.later ? gte(noticeWeekSnapshots.weekId, payload.later) : undefined,
      ) ?? sql`false`,
    );
  const byHost = new Map<string, HostChange[]>();
  for (const snapshot of snapshots) {
    const after = snapOf(await openWeek(db, snapshot.weekId as CivilDate, clock));
    for (const [host, changes] of changesByHost(snapshot.airings as SnapAiring[], after))
      byHost.set(host, [...(byHost.get(host) ?? []), ...changes]);
    if (after.length === 0)
      await db.delete(noticeWeekSnapshots).where(eq(noticeWeekSnapshots.weekId, snapshot.weekId));
    else
      await db
        .update(noticeWeekSnapshots)
        .set({ airings: after, updatedAt: now })
        .where(eq(noticeWeekSnapshots.weekId, snapshot.weekId));
  }
  return byHost;
}

const payloadOf = (value: unknown): Payload | null => {
  const p = value as Partial<Payload> | null;
  if (!p || !Array.isArray(p.weeks) || !Array.isArray(p.actors)) return null;
  return {
    weeks: p.weeks.filter((w): w is string => typeof w === 'string'),
    actors: p.actors.filter((a): a is string => typeof a === 'string'),
    later: typeof p.later === 'string' ? p.later : null,
    since: typeof p.since === 'string' ? p.since : null,
    // A job gathered before bulk additions were told has none.
    added: Array.isArray(p.added) ? p.added.filter((b): b is string => typeof b === 'string') : [],
  };
};

/**
 * The pending job: its first run opens the window (due again two minutes on), its second tells.
 * A change during the run keeps the job (see gatherChange), so nothing is lost.
 */
export function defineChangeNotices(jobs: Jobs, db: Database, now: () => Date) {
  jobs.define(CHANGES_JOB, async (value) => {
    const payload = payloadOf(value);
    if (!payload) return;
    const at = now();
    if (!payload.since) {
      const runAt = new Date(at.getTime() + GATHER_MS);
      await writeJob(db, {
        name: CHANGES_JOB,
        key: PENDING,
        payload: { ...payload, since: at.toISOString() },
        runAt,
      });
      return;
    }
    await tellChanges(db, at, payload);
  });
}
