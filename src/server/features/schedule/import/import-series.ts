import { asc, inArray } from 'drizzle-orm';
import type {
  ImportPlan,
  RunningSeries,
  SeriesOption,
} from '../../../../shared/exchange/import-plan/import-plan';
import { placementsOverlap } from '../../../../shared/schedule/overlap';
import { occurrencesBetween, type RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { airedDuration, type WeekEdge } from '../../../../shared/schedule/week-edge';
import { addDays, dayIndexOf, weekIdOf, type CivilDate } from '../../../../shared/schedule/week';
import type { Database } from '../../../db/connection';
import { recurringSeries, weeklySchedules } from '../../../db/schema';
import { drawnPlacements } from '../weeks/week-view';
import { loadWeekContent } from '../weeks/week-reads';
import { type WeekContent } from '../weeks/week-rows';

type Executor = Pick<Database, 'select' | 'execute'>;

/** How far the preview looks: a recreated series ends within six months of the target week. */
const REACH_DAYS = 7 * 27;

/**
 * The series already drawn in the target week (by an instance or a stored first show or
 * exception), with the dates they occur on there, so the planner can tell an identical one.
 */
export async function runningSeries(db: Executor, content: WeekContent): Promise<RunningSeries[]> {
  const dates = new Map<string, CivilDate[]>();
  const add = (id: string | null, date: string | null) => {
    if (!id || !date) return;
    dates.set(id, [...(dates.get(id) ?? []), date]);
  };
  for (const i of content.instances) add(i.recurringSeriesId, i.originalInstanceDate);
  // A removed date is still one the series' rule lands on.
  for (const r of content.rows) add(r.recurringSeriesId, r.originalInstanceDate);
  if (dates.size === 0) return [];
  const rows = await db
    .select()
    .from(recurringSeries)
    .where(inArray(recurringSeries.id, [...dates.keys()]));
  const names = new Map<string, string>();
  for (const b of [...content.instances, ...content.rows]) {
    if (b.recurringSeriesId) names.set(b.recurringSeriesId, b.showName);
  }
  return rows.map((s) => ({
    id: s.id,
    templateId: s.showTemplateId,
    showName: names.get(s.id) ?? '',
    rule: s.recurrenceRule as RecurrenceRule,
    timeIndex: s.timeIndex,
    duration: s.duration,
    dates: dates.get(s.id) ?? [],
  }));
}

/**
 * Every later week each recreatable series of the plan would reach, with what it would overlap
 * there and whether the week is finalized, for the preview to list before the person chooses.
 */
export async function withReach(
  db: Executor,
  plan: ImportPlan,
  edge: WeekEdge,
): Promise<SeriesOption[]> {
  const out: SeriesOption[] = [];
  for (const option of plan.seriesOptions) {
    if (option.cannotRecreate || option.alreadyRunning) {
      out.push(option);
      continue;
    }
    const dates = occurrencesBetween(
      { rule: option.rule, startDate: option.startDate, endDate: option.endDate },
      addDays(plan.weekId, 7),
      addDays(plan.weekId, REACH_DAYS),
    );
    const byWeek = new Map<CivilDate, CivilDate[]>();
    for (const date of dates)
      byWeek.set(weekIdOf(date), [...(byWeek.get(weekIdOf(date)) ?? []), date]);
    const weekIds = [...byWeek.keys()];
    const stored = weekIds.length
      ? await db
          .select({ id: weeklySchedules.id, status: weeklySchedules.status })
          .from(weeklySchedules)
          .where(inArray(weeklySchedules.id, weekIds))
          .orderBy(asc(weeklySchedules.id))
      : [];
    const status = new Map(stored.map((w) => [w.id, w.status]));
    const reach = [];
    for (const [weekId, weekDates] of byWeek) {
      // A week nobody opened holds only what series bring; one read answers both.
      const drawn = drawnPlacements(await loadWeekContent(db, weekId, edge));
      const overlaps = new Set<string>();
      for (const date of weekDates) {
        const dayIndex = dayIndexOf(date);
        const placed = { dayIndex, timeIndex: option.timeIndex, duration: option.duration };
        const instance = { ...placed, duration: airedDuration(placed, edge) };
        for (const b of drawn) if (placementsOverlap(instance, b)) overlaps.add(b.showName);
      }
      reach.push({
        weekId,
        dates: weekDates,
        overlaps: [...overlaps],
        finalized: status.get(weekId) === 'finalized',
      });
    }
    out.push({ ...option, reach });
  }
  return out;
}
