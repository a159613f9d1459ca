import { and, asc, eq, gt } from 'drizzle-orm';
import type {
  ImportPlan,
  PlanContext,
  SeriesChoice,
} from '../../../../shared/exchange/import-plan/import-plan';
import { runningSeries } from './import-series';
import { dateValue } from '../../../../shared/i18n/date-text';
import { localText } from '../../../../shared/i18n/local-text';
import type { WeekStatus } from '../../../../shared/schedule/placement';
import { occurrencesInWeek, type RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { isPastWeek, type CivilDate } from '../../../../shared/schedule/week';
import { djs, shows, weeklySchedules } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { drawnPlacements, toWeekView } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { type Tx } from '../weeks/weeks.service';
import type { Database } from '../../../db/connection';

type Executor = Pick<Database, 'select' | 'execute'>;

/*
 * What the planner is told of the target week and the station: the Show Library, the DJs,\n * the week's placements and the series running there; and the later finalized weeks a\n * recreated series may not overlap.
 */

/** What the planner needs to know of the week and the library, read in the caller's transaction. */
export async function planContext(
  db: Executor,
  weekId: CivilDate,
  status: WeekStatus,
  clock: StationClock,
  seriesChoices: Record<string, SeriesChoice>,
): Promise<PlanContext> {
  // In turn, not together: a transaction's one connection takes one query at a time.
  const library = await db.select().from(shows).orderBy(asc(shows.createdAt), asc(shows.id));
  const team = await db.select({ id: djs.id, name: djs.name, active: djs.active }).from(djs);
  const content = await loadWeekContent(db, weekId, clock);
  const names = new Map(team.map((d) => [d.id, d.name]));
  return {
    weekId,
    seriesChoices,
    running: await runningSeries(db, content),
    timeZone: clock.timeZone,
    week: {
      status,
      isPast: isPastWeek(weekId, clock.now(), clock.timeZone),
      overnightContinues: clock.overnightContinues ?? false,
    },
    library: library.map((s) => ({
      id: s.id,
      name: s.name,
      duration: Number(s.duration),
      djNames: s.djIds.map((id) => names.get(id)).filter((n): n is string => n !== undefined),
      genres: s.genres,
      description: s.description,
      color: s.color,
      imageUrl: s.imageUrl,
    })),
    djs: team,
    existing: drawnPlacements(content).map((b) => ({
      id: b.id,
      showName: b.showName,
      dayIndex: b.dayIndex,
      timeIndex: b.timeIndex,
      duration: b.duration,
    })),
  };
}

/**
 * A recreated series also reaches later weeks. Where one of them is finalized, its instances
 * must not overlap anything there, exactly as a placement in that week could not.
 */
export async function refuseOverlapsInLaterFinalizedWeeks(
  tx: Tx,
  weekId: CivilDate,
  planned: ImportPlan,
  clock: StationClock,
) {
  if (planned.series.length === 0) return;
  const finalized = await tx
    .select()
    .from(weeklySchedules)
    .where(and(gt(weeklySchedules.id, weekId), eq(weeklySchedules.status, 'finalized')))
    .orderBy(asc(weeklySchedules.id));
  for (const week of finalized) {
    const reached = planned.series.some(
      (s) =>
        occurrencesInWeek(
          { rule: s.rule as RecurrenceRule, startDate: s.startDate, endDate: s.endDate },
          week.id,
        ).length > 0,
    );
    if (!reached) continue;
    if (toWeekView(week, await loadWeekContent(tx, week.id, clock), clock).hasOverlaps) {
      throw new HttpError(
        409,
        'finalized_overlap',
        localText('exchange:refusal.finalizedLaterWeek', {
          range: dateValue(week.id, 'weekRange'),
        }),
      );
    }
  }
}
