import { dateValue } from '../i18n/date-text';
import { localText, type LocalText } from '../i18n/local-text';
import { occurrencesBetween, type RecurrenceRule, type SeriesSpan } from './recurrence';
import { addDays, addMonths, dayIndexOf, type CivilDate } from './week';

/** A series as stored: its rule and span, and the time of day and length its instances take. */
export type SeriesShape = SeriesSpan & { timeIndex: number; duration: number };

/**
 * Edit Series: the new rule, time and length, for the occurrences from `fromDate` on
 * ("following") or for every occurrence that is not in a past week ("all").
 */
export type SeriesChange = {
  scope: 'following' | 'all';
  fromDate: CivilDate;
  rule: RecurrenceRule;
  timeIndex: number;
  duration: number;
  /** The series' own last date instead of the rule's end: a season's last day (decision 0056). */
  endDate?: CivilDate;
};

/** A stored row of a series: its first show, an exception, or a removed-date marker. */
export type SeriesMember = { id: string; date: CivilDate; kind: 'first' | 'exception' | 'removed' };

export type SeriesEditPlan = {
  /** The first date the change applies to; dates before it stay as they were. */
  splitAt: CivilDate;
  /**
   * The series keeps its dates before `splitAt` and ends the day before; a new series takes over
   * from there. False when the change reaches back to the series' first date: it is changed whole.
   */
  keepsEarlier: boolean;
  /** The changed series: its first date is the new rule's first occurrence from `splitAt`. */
  next: SeriesShape;
  /** Exceptions and removed dates from `splitAt` on that still fall on the new rule. */
  kept: SeriesMember[];
  /** Those that no longer do: they go. */
  dropped: SeriesMember[];
};

/** Why a change is refused, and the field at fault: a key said in the request's language. */
export type PlanProblem = { field: string; text: LocalText };

const PAST_WEEK = localText('errors:schedule.pastWeek');

/**
 * What an empty list means is the first show's own weekday, day or month (as at creation); an
 * edited series restarts at a later date, so those are written out to keep their meaning.
 * A weekly rule with no days from a Tuesday series becomes "weekly on Tuesday".
 */
export function pinRule(rule: RecurrenceRule, firstDate: CivilDate): RecurrenceRule {
  const [, month, day] = firstDate.split('-').map(Number) as [number, number, number];
  const pinned: RecurrenceRule = { ...rule };
  if (rule.frequency === 'weekly' && !rule.byWeekday?.length)
    pinned.byWeekday = [dayIndexOf(firstDate)];
  if (rule.frequency === 'monthly' && !rule.byMonthday?.length && !rule.byNthWeekday)
    pinned.byMonthday = [day];
  // A yearly series keeps its day of the month from its first date (rrule takes it from there).
  if (rule.frequency === 'yearly' && !rule.byMonth?.length) pinned.byMonth = [month];
  return pinned;
}

/** The first date on or after `from` on which `rule` (walked from `from`) occurs, or null. */
export function firstOccurrenceFrom(rule: RecurrenceRule, from: CivilDate): CivilDate | null {
  // Any rule within the dialog's limits occurs within its 99 periods; ten years bounds the rest.
  const [first] = occurrencesBetween({ rule, startDate: from }, from, addMonths(from, 120));
  return first ?? null;
}

/**
 * Plans Edit Series. The change never reaches a week before `currentWeekId` (past weeks never
 * change): "all" applies from the current week on (or the series' first date, if later), which
 * splits a series that began in a past week. A weekly Tuesday series from Nov 3 changed on Dec 1
 * to Wednesdays for "following" keeps Nov 3-24 and continues as a new Wednesday series from
 * Dec 2; its exception of Dec 8 (a Tuesday) is dropped, its removed Dec 16 is kept.
 */
export function planSeriesEdit(
  series: SeriesShape,
  change: SeriesChange,
  members: readonly SeriesMember[],
  currentWeekId: CivilDate,
): SeriesEditPlan | PlanProblem {
  const from = change.scope === 'all' ? currentWeekId : change.fromDate;
  if (from < currentWeekId) return { field: 'fromDate', text: PAST_WEEK };
  const splitAt = from > series.startDate ? from : series.startDate;
  const rule = pinRule(change.rule, series.startDate);
  const first = firstOccurrenceFrom(rule, splitAt);
  if (!first)
    return {
      field: 'rule',
      text: localText('series:refusal.noDateLeft', { date: dateValue(splitAt, 'dayMonth') }),
    };
  const next: SeriesShape = {
    rule,
    startDate: first,
    endDate: change.endDate ?? (rule.endType === 'date' ? (rule.endDate ?? null) : null),
    timeIndex: change.timeIndex,
    duration: change.duration,
  };
  const { kept, dropped } = sortMembers(members, next, splitAt);
  return { splitAt, keepsEarlier: splitAt > series.startDate, next, kept, dropped };
}

/**
 * The exceptions and removed dates from `splitAt` on, split into those the changed series still
 * has a date for and those it does not. The first show's own row is not among them: it moves.
 */
function sortMembers(members: readonly SeriesMember[], next: SeriesShape, splitAt: CivilDate) {
  const later = members.filter((m) => m.kind !== 'first' && m.date >= splitAt);
  const last = later.reduce((max, m) => (m.date > max ? m.date : max), splitAt);
  const dates = new Set(occurrencesBetween(next, splitAt, last));
  const kept: SeriesMember[] = [];
  const dropped: SeriesMember[] = [];
  for (const member of later) {
    if (dates.has(member.date)) kept.push(member);
    else dropped.push(member);
  }
  return { kept, dropped };
}

export type EndPlan = { endDate: CivilDate; dropped: SeriesMember[] };

/**
 * End Series Here: the series' last show is on `date`; later exceptions and removed dates go.
 * A date in a past week is refused, as every change there is.
 */
export function planEndSeries(
  series: SeriesShape,
  date: CivilDate,
  members: readonly SeriesMember[],
  currentWeekId: CivilDate,
): EndPlan | PlanProblem {
  if (date < currentWeekId) return { field: 'date', text: PAST_WEEK };
  if (date < series.startDate)
    return { field: 'date', text: localText('series:refusal.beforeStart') };
  return {
    endDate: date,
    dropped: members.filter((m) => m.kind !== 'first' && m.date > date),
  };
}

export function isPlanProblem<T extends object>(plan: T | PlanProblem): plan is PlanProblem {
  return 'text' in plan && 'field' in plan;
}

/** The day before `date`: where a series that is split at `date` ends. */
export const dayBefore = (date: CivilDate) => addDays(date, -1);
