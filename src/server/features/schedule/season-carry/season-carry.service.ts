import { inArray } from 'drizzle-orm';
import { dateValue } from '../../../../shared/i18n/date-text';
import { localText, type LocalText } from '../../../../shared/i18n/local-text';
import { occurrencesBetween, type RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { placementsOverlap } from '../../../../shared/schedule/overlap';
import {
  endingOn,
  type CarryCandidate,
  type CarryPreview,
  type Season,
} from '../../../../shared/schedule/seasons';
import { addDays, currentWeekId, dayIndexOf, weekIdOf } from '../../../../shared/schedule/week';
import type { Database } from '../../../db/connection';
import { rolledBack } from '../../../db/rolled-back';
import { weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import {
  guardFinalizedWeeks,
  lockWeeks,
  seriesStamp,
  shapeOf,
  storedWeeksReached,
} from '../series-changes/series-change-state';
import { keepUndo, undoRecordOf } from '../undo/undo-records';
import { airingsAdded } from '../undo/airings-added';
import { toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { touchWeek, unstoredWeek, type Tx } from '../weeks/weeks.service';
import {
  candidatesOf,
  continueSeries,
  seasonAndNext,
  type Candidate,
} from './season-carry-candidates';

/** At most this many clashes are listed per series: enough to judge, short enough to read. */
const MAX_CLASHES = 12;

/** The weeks whose schedule a carry from `season` into `next` changes from this week on. */
function carriedWeekIds(season: Season, next: Season, thisWeek: string): string[] {
  const ids: string[] = [];
  const from = weekIdOf(addDays(season.lastDay, 1));
  for (let w = from < thisWeek ? thisWeek : from; w <= next.lastDay; w = addDays(w, 7)) ids.push(w);
  return ids;
}

/** Refuses a carry from a season whose following days are already past. */
function refuseEnded(season: Season, clock: StationClock) {
  if (weekIdOf(addDays(season.lastDay, 1)) < currentWeekId(clock.now(), clock.timeZone))
    throw new HttpError(409, 'season_ended', localText('seasons:refusal.seasonEnded'));
}

/**
 * What carrying `seasonId` into the next season would do, writing nothing: each series that ends
 * with it, and what it would clash with in the days it gains (an overlap, a DJ on two shows, a
 * finalized week, which refuses it). Found by continuing them all in a transaction that is rolled
 * back and reading the weeks gained as the grid draws them: the weeks from the season's end
 * through the next season's last day (at most a year and the gap between them). The clashes are
 * texts of the `seasons` catalog, said by the route in the request's language.
 */
export async function previewCarry(
  db: Database,
  seasonId: string,
  clock: StationClock,
): Promise<CarryPreview<LocalText>> {
  return rolledBack(db, async (tx): Promise<CarryPreview<LocalText>> => {
    const { season, next } = await seasonAndNext(tx, seasonId);
    if (!next) return { season, next, candidates: [] };
    refuseEnded(season, clock);
    const found = await candidatesOf(tx, season);
    await continueSeries(
      tx,
      found.map((c) => c.series),
      next.lastDay,
    );
    const clashes = await clashesOf(tx, found, season, next, clock);
    return {
      season,
      next,
      candidates: found.map((c): CarryCandidate<LocalText> => {
        const seen = clashes.get(c.series.id) ?? { texts: [], blocked: false };
        const dates = occurrencesBetween(shapeOf(c.series), season.firstDay, season.lastDay);
        return {
          seriesId: c.series.id,
          showName: c.showName,
          djNames: c.djNames,
          dayIndexes: [...new Set(dates.map(dayIndexOf))].sort(),
          timeIndex: c.series.timeIndex,
          duration: c.series.duration,
          lastDate: c.lastDate,
          clashes: seen.texts.slice(0, MAX_CLASHES),
          blocked: seen.blocked,
        };
      }),
    };
  });
}

/** The clashes of the continued series' gained airings, per series, as the weeks draw them. */
async function clashesOf(
  tx: Tx,
  found: readonly Candidate[],
  season: Season,
  next: Season,
  clock: StationClock,
) {
  const result = new Map<string, { texts: LocalText[]; blocked: boolean }>();
  if (found.length === 0) return result;
  const ids = new Set(found.map((c) => c.series.id));
  const weekIds = carriedWeekIds(season, next, currentWeekId(clock.now(), clock.timeZone));
  const stored = weekIds.length
    ? await tx.select().from(weeklySchedules).where(inArray(weeklySchedules.id, weekIds))
    : [];
  for (const weekId of weekIds) {
    const week = stored.find((w) => w.id === weekId) ?? unstoredWeek(weekId, clock);
    const view = toWeekView(week, await loadWeekContent(tx, weekId, clock), clock);
    for (const block of view.blocks) {
      const date = block.originalInstanceDate;
      if (!block.isInstance || !block.recurringSeriesId || !ids.has(block.recurringSeriesId))
        continue;
      if (!date || date <= season.lastDay) continue;
      const entry = result.get(block.recurringSeriesId) ?? { texts: [], blocked: false };
      result.set(block.recurringSeriesId, entry);
      const add = (text: LocalText) => {
        const same = JSON.stringify(text);
        if (!entry.texts.some((seen) => JSON.stringify(seen) === same)) entry.texts.push(text);
      };
      const on = dateValue(date, 'dayMonth');
      if (week.status === 'finalized') {
        entry.blocked = true;
        add(localText('seasons:clash.finalized', { weekRange: dateValue(weekId, 'weekRange') }));
      }
      for (const other of view.blocks)
        if (other.id !== block.id && placementsOverlap(block, other))
          add(localText('seasons:clash.overlap', { date: on, other: other.showName }));
      for (const clash of view.djClashes) {
        if (!clash.blockIds.includes(block.id)) continue;
        const otherId = clash.blockIds.find((id) => id !== block.id);
        const other = view.blocks.find((b) => b.id === otherId);
        if (other)
          add(localText('seasons:clash.dj', { date: on, dj: clash.djName, other: other.showName }));
      }
    }
  }
  return result;
}

export type CarryAnswer = {
  /** The series continued; the others asked for no longer end with the season (skipped). */
  carried: string[];
  skipped: string[];
  undo: { token: string; kind: 'season-carry' } | null;
};

/**
 * "Carry forward": each chosen series that still ends with the season continues through the next
 * season's last day, in one transaction with one activity entry and one Undo. The rules of Edit
 * Series hold: no past week changes, and a finalized week that would change refuses the whole
 * carry (409, naming it). A series no longer ending with the season (carried already, changed
 * since) is skipped, so carrying twice adds nothing.
 */
export async function carrySeason(
  db: Database,
  seasonId: string,
  seriesIds: readonly string[],
  clock: StationClock,
  actor: Actor,
): Promise<CarryAnswer> {
  return db.transaction(async (tx) => {
    const { season, next } = await seasonAndNext(tx, seasonId);
    if (!next)
      throw new HttpError(409, 'no_next_season', localText('seasons:refusal.noNextSeason'));
    refuseEnded(season, clock);
    const found = await candidatesOf(tx, season, [...new Set(seriesIds)], true);
    const carried = found.map((c) => c.series.id);
    const skipped = [...new Set(seriesIds)].filter((id) => !carried.includes(id));
    if (found.length === 0) return { carried, skipped, undo: null };
    const from = addDays(season.lastDay, 1);
    const continued = found.map((c) => ({
      span: endingOn(shapeOf(c.series), next.lastDay),
      from,
    }));
    const weeks = await lockWeeks(tx, await storedWeeksReached(tx, continued, clock), clock);
    const finalized = await guardFinalizedWeeks(tx, weeks, clock);
    await continueSeries(
      tx,
      found.map((c) => c.series),
      next.lastDay,
    );
    await finalized.assertUnchanged();
    for (const week of weeks) await touchWeek(tx, week.id);
    await recordActivity(tx, actor, {
      action: 'season.carry',
      subjectType: 'series',
      subjectId: season.id,
      details: {
        season: season.name,
        next: next.name,
        count: found.length,
        shows: found.slice(0, 50).map((c) => c.showName),
      },
    });
    await publishChange(tx, { kind: 'weeks', by: actor });
    const offer = await keepUndo(tx, actor.id, {
      kind: 'season-carry',
      season: season.name,
      from: season.lastDay,
      series: found.map((c) => ({
        id: c.series.id,
        recurrenceRule: c.series.recurrenceRule as RecurrenceRule,
        endDate: c.series.endDate,
      })),
      stamp: await seriesStamp(tx, carried),
    });
    // The dates it gained are airings their hosts hear of, in one summary (decision 0071).
    await airingsAdded(tx, undoRecordOf(offer));
    return { carried, skipped, undo: { token: offer.token, kind: 'season-carry' } };
  });
}
