import { WEEK_STATUSES, type WeekStatus } from '../../../shared/schedule/placement';
import type { Language } from '../../../shared/i18n/languages';
import { addDays, weekIdOf } from '../../../shared/schedule/week';
import { calendarWords } from '../../i18n/calendar-words';
import type { WeekSummary } from '../../../shared/schemas/schedule';
import type { Translate } from '../../i18n/translate';

/**
 * The dashboard's list logic (SPEC.md §2, §4, §9) as pure functions: which weeks a filter keeps,
 * their order, how hours read, and which actions a week offers.
 */

export type StatusFilter = 'all' | WeekStatus;
export type WeekSortKey = 'date' | 'status' | 'unfilled';

/** The filter's and sort's choices, each named by its catalog key (the toolbar translates). */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'dashboard:filter.all' },
  { value: 'not-started', label: 'dashboard:status.notStarted' },
  { value: 'draft', label: 'dashboard:status.draft' },
  { value: 'finalized', label: 'dashboard:status.finalized' },
] as const satisfies readonly { value: StatusFilter; label: string }[];

export const WEEK_SORT_OPTIONS = [
  { value: 'date', label: 'dashboard:sort.date' },
  { value: 'status', label: 'dashboard:sort.status' },
  { value: 'unfilled', label: 'dashboard:sort.unfilled' },
] as const satisfies readonly { value: WeekSortKey; label: string }[];

/** A filter from the address, or "all" for anything else: parseStatusFilter("draft") is "draft". */
export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTER_OPTIONS.find((o) => o.value === value)?.value ?? 'all';
}

/** A sort key from the address, or "date" for anything else. */
export function parseSortKey(value: string | null): WeekSortKey {
  return WEEK_SORT_OPTIONS.find((o) => o.value === value)?.value ?? 'date';
}

/** The weeks a status filter keeps; "all" keeps every week. */
export function filterWeeks<T extends Pick<WeekSummary, 'status'>>(
  weeks: readonly T[],
  filter: StatusFilter,
): T[] {
  return filter === 'all' ? [...weeks] : weeks.filter((w) => w.status === filter);
}

const STATUS_RANK: Record<WeekStatus, number> = {
  'not-started': WEEK_STATUSES.indexOf('not-started'),
  draft: WEEK_STATUSES.indexOf('draft'),
  finalized: WEEK_STATUSES.indexOf('finalized'),
};

type Dated = Pick<WeekSummary, 'startDate' | 'isCurrent' | 'isPast'>;

/** Where a week stands in time: the current one, then the weeks ahead, then the past. */
const timeRank = (w: Dated) => (w.isCurrent ? 0 : w.isPast ? 2 : 1);

/**
 * A station's order of weeks: this week first, then the weeks ahead soonest first (next week
 * before the one planned months out), then the past newest first. Newest-first alone put the
 * current week under every planned week, out of sight once a station plans a season ahead.
 */
const byDate = (a: Dated, b: Dated) => {
  const rank = timeRank(a) - timeRank(b);
  if (rank !== 0) return rank;
  const order = a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;
  return timeRank(a) === 2 ? -order : order;
};

/**
 * By date: the current week, the weeks ahead soonest first, then the past newest first; by status
 * in the order not-started, draft, finalized, in that date order within a status; by unfilled
 * time, most first (decision 0070), in date order within equal time. Returns a new array.
 */
export function sortWeeks<T extends Pick<WeekSummary, 'status' | 'unfilledMinutes'> & Dated>(
  weeks: readonly T[],
  key: WeekSortKey,
): T[] {
  const byStatus = (a: T, b: T) => STATUS_RANK[a.status] - STATUS_RANK[b.status];
  const byUnfilled = (a: T, b: T) => b.unfilledMinutes - a.unfilledMinutes;
  const first = key === 'status' ? byStatus : key === 'unfilled' ? byUnfilled : null;
  return [...weeks].sort(first ? (a, b) => first(a, b) || byDate(a, b) : byDate);
}

/** A week's hours for the table, one decimal (slots x 0.25): formatWeekHours(10) is "2.5". */
export function formatWeekHours(totalSlots: number, language: Language = 'en'): string {
  return oneDecimal(totalSlots * 0.25, language);
}

/** One decimal in the language's digits: "2.5", "2,5". */
function oneDecimal(value: number, language: Language): string {
  if (language === 'en') return value.toFixed(1);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
}

/** The past weeks drawn at first, and added by each "Show earlier weeks": a year's worth. */
export const WEEKS_PER_PAGE = 52;
/**
 * The weeks drawn with the first screen (more than a laptop's window shows below the figures);
 * the rest of the list follows a frame later (useDrawnAfterPaint). A year of weeks was a 200 KB
 * first screen, drawn before anything of it showed.
 */
export const FIRST_SCREEN_WEEKS = 12;

/**
 * The weeks a page draws of the sorted, filtered list, in its order: every week not yet past
 * (the current one among them, so it is always reachable at once) and the first `limit` past
 * ones. A station's years of history wait behind "Show earlier weeks".
 */
export function weeksOnPage<T extends Pick<WeekSummary, 'isPast'>>(
  weeks: readonly T[],
  limit: number,
): T[] {
  let past = 0;
  return weeks.filter((w) => !w.isPast || past++ < limit);
}

/** A week's real airtime in hours, one decimal: formatAirtimeHours(150) is "2.5". */
export function formatAirtimeHours(minutes: number, language: Language = 'en'): string {
  return oneDecimal(minutes / 60, language);
}

/** The Total Hours card, a whole number: formatTotalHours(5.75) is "6", 1234 is "1,234". */
export function formatTotalHours(hours: number, language: Language = 'en'): string {
  return Math.round(hours).toLocaleString(language === 'en' ? 'en-US' : language);
}

export type WeekActions = { finalize: boolean; revert: boolean; delete: boolean };

/**
 * What a row offers beside View/Edit (SPEC.md §4): Finalize for a non-past week not yet final,
 * Revert for a non-past finalized week, Delete for any non-past week. A past week offers none.
 */
export function weekActions(
  week: Pick<WeekSummary, 'status' | 'isPast' | 'seriesOnly'>,
): WeekActions {
  if (week.isPast) return { finalize: false, revert: false, delete: false };
  return {
    finalize: week.status !== 'finalized',
    revert: week.status === 'finalized',
    // A week only series fill has no schedule stored to delete.
    delete: week.seriesOnly !== true,
  };
}

/**
 * The week's name in its row, its buttons and its prompts: "Nov 22 - Nov 28, 2026", in another
 * language `Intl`'s range ("22–28 nov 2026").
 */
export function weekName(week: Pick<WeekSummary, 'id'>, language: Language = 'en'): string {
  return calendarWords(language).weekRange(week.id);
}

/**
 * The week "Create Schedule" opens: the one holding the date a week from today (station zone).
 * createScheduleWeekId("2026-11-25") is "2026-11-29".
 */
export function createScheduleWeekId(today: string): string {
  return weekIdOf(addDays(today, 7));
}

/** The schedule screen's address for a week. */
export function scheduleHref(weekId: string): string {
  return `/schedule?week=${encodeURIComponent(weekId)}`;
}

/** The label of a status filter: statusFilterLabel("not-started") is "Not Started". */
export function statusFilterLabel(filter: StatusFilter, t: Translate<'dashboard'>): string {
  const option = STATUS_FILTER_OPTIONS.find((o) => o.value === filter);
  return option ? t(option.label) : '';
}

/** The empty state's sentence: none at all, or none with the chosen status. */
export function emptyMessage(filter: StatusFilter, t: Translate<'dashboard'>): string {
  return filter === 'all'
    ? t('dashboard:emptyAll')
    : t('dashboard:emptyStatus', { status: statusFilterLabel(filter, t) });
}
