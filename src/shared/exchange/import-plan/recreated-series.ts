import { occurrencesInWeek, type RecurrenceRule } from '../../schedule/recurrence';
import { seriesLimitProblem } from '../../schedule/series-limits';
import { addMonths, type CivilDate } from '../../schedule/week';
import { localText } from '../../i18n/local-text';
import { SERIES_LIMITS } from '../../schemas/series';
import {
  nameKey,
  type PlanContext,
  type PlannedSeries,
  type PlanText,
  type RunningSeries,
} from './import-plan';
import { ImportFileError } from './import-file-error';

// Whether a series of a file may be recreated in the target week (JSON and .ics imports alike).

/**
 * A recreated series obeys the Create Recurring Series dialog's limits counted from the target
 * week (SPEC.md §5, §9): it ends never, after at most 25 additional occurrences, or within six
 * months. Null when it may be recreated, else why not.
 */
export function recreateLimitProblem(planned: PlannedSeries, weekId: CivilDate): PlanText | null {
  const { rule } = planned;
  if (rule.endType === 'count' && (rule.count ?? 0) > SERIES_LIMITS.maxAdditional + 1)
    return localText('exchange:plan.countTooHigh', {
      max: SERIES_LIMITS.maxAdditional,
      count: (rule.count ?? 1) - 1,
    });
  const end = rule.endType === 'date' ? (rule.endDate ?? planned.endDate) : null;
  if (end && end > addMonths(weekId, SERIES_LIMITS.maxMonthsAhead))
    return localText('exchange:plan.tooFarAhead', { months: SERIES_LIMITS.maxMonthsAhead });
  return null;
}

/**
 * An identical series already running here: the same show, time, length and rule, landing on a
 * date of the target week the file's series lands on. Recreating it would double every week it reaches.
 */
export function identicalRunning(
  planned: PlannedSeries,
  context: PlanContext,
): RunningSeries | null {
  const dates = occurrencesInWeek(planned, context.weekId).map((o) => o.date);
  const sameRule = (a: RecurrenceRule, b: RecurrenceRule) =>
    a.frequency === b.frequency &&
    a.interval === b.interval &&
    same(a.byWeekday, b.byWeekday) &&
    same(a.byMonthday, b.byMonthday) &&
    same(a.byMonth, b.byMonth);
  return (
    context.running?.find(
      (r) =>
        (planned.show?.kind === 'library' && r.templateId
          ? r.templateId === planned.show.id
          : nameKey(r.showName) === nameKey(planned.showName)) &&
        r.timeIndex === planned.timeIndex &&
        r.duration === planned.duration &&
        sameRule(r.rule, planned.rule) &&
        dates.some((d) => r.dates.includes(d)),
    ) ?? null
  );
}

const same = (a?: readonly number[], b?: readonly number[]) =>
  [...(a ?? [])].sort().join(',') === [...(b ?? [])].sort().join(',');

/**
 * A recreated series obeys the limits of every series (seriesLimitProblem): a file may carry a
 * rule no dialog would make, such as 30 more dates or an end years on, and the whole import is
 * refused. A series without end is one the dialog makes (decision 0053).
 */
export function refuseOutOfLimits(planned: PlannedSeries) {
  const problem = seriesLimitProblem(planned);
  if (problem)
    throw new ImportFileError(422, 'validation_failed', problem.text, {
      [`series.${problem.field}`]: problem.text,
    });
}
