import { GENRES } from '../../constants/genres';
import { SLOT_MINUTES, SLOTS_PER_DAY, SLOTS_PER_WEEK, TEXT_MAX } from '../../constants/limits';
import { absoluteSlot } from '../../schedule/slots';
import { localText } from '../../i18n/local-text';
import { addDays, type CivilDate } from '../../schedule/week';
import { SERIES_LIMITS } from '../../schemas/series';
import type { IcsOccurrence, IcsRepeat } from '../ics-read/ics-events';
import {
  libraryMatcher,
  nameKey,
  paletteColor,
  type ImportPlan,
  type NewShow,
  type PlanContext,
  type PlanNote,
  type PlannedPlacement,
  type PlannedSeries,
  type PlanText,
  type SeriesOption,
} from './import-plan';
import { finishPlan } from './finish-plan';
import { identicalRunning, recreateLimitProblem } from './recreated-series';

const WEEK_MINUTES = SLOTS_PER_WEEK * SLOT_MINUTES;
const UNTITLED = 'Untitled event';

export type IcsPlanInput = {
  /** The occurrences that touch `sourceWeekId`, in station wall-clock time. */
  occurrences: readonly IcsOccurrence[];
  /** The week whose events are placed: the target week, or the file's week mapped onto it. */
  sourceWeekId: CivilDate;
  /** The file's first week with events, offered when the target week has none. */
  firstWeekWithEvents: CivilDate | null;
};

/**
 * Plans an .ics import: every timed occurrence in the week becomes a placement at its station
 * wall-clock time, snapped to 15-minute slots and clipped to the week. An event 09:07-10:52 is
 * placed 09:00-10:45 (nearest slots); one from Saturday 23:00 to Sunday 01:00 ends at 24:00.
 * SUMMARY names the show (matched in the library or created with a palette colour); CATEGORIES
 * that are known genres become its genres.
 */
export function planIcs(input: IcsPlanInput, context: PlanContext): ImportPlan {
  const matcher = libraryMatcher(context.library);
  const created = new Map<string, NewShow>();
  const adjustments: PlanNote[] = [];
  const placements: PlannedPlacement[] = [];
  /** Repeating events placed, by name: the preview says they repeat (once per event). */
  const repeating = new Map<string, IcsRepeat>();
  const seriesOptions: SeriesOption[] = [];
  const series: PlannedSeries[] = [];
  const offered = new Set<string>();

  for (const event of input.occurrences) {
    const name = (event.summary || UNTITLED).slice(0, 200);
    if (event.allDay) {
      adjustments.push({ showName: name, message: localText('exchange:plan.allDay') });
      continue;
    }
    const at = (w: IcsOccurrence['start']) =>
      daysBetween(input.sourceWeekId, w.date) * 24 * 60 + w.minutes;
    let start = at(event.start);
    let end = at(event.end);
    if (end <= 0 || start >= WEEK_MINUTES) {
      adjustments.push({ showName: name, message: localText('exchange:plan.outsideWeek') });
      continue;
    }
    const notes: PlanText[] = [];
    if (start < 0) {
      notes.push(localText('exchange:plan.startsBefore'));
      start = 0;
    }
    if (end > WEEK_MINUTES) {
      notes.push(localText('exchange:plan.runsPast'));
      end = WEEK_MINUTES;
    }
    let first = Math.round(start / SLOT_MINUTES);
    let last = Math.round(end / SLOT_MINUTES);
    if (first * SLOT_MINUTES !== start || last * SLOT_MINUTES !== end) {
      notes.push(
        localText('exchange:plan.snapped', {
          from: clock(start),
          to: clock(end, true),
          start: clock(first * SLOT_MINUTES),
          end: clock(last * SLOT_MINUTES, true),
        }),
      );
    }
    if (first >= SLOTS_PER_WEEK) first = SLOTS_PER_WEEK - 1;
    if (last <= first) last = first + 1;
    if (last - first > SLOTS_PER_DAY) {
      notes.push(localText('exchange:plan.longerThanDay'));
      last = first + SLOTS_PER_DAY;
    }
    // Said as one sentence: "Starts before the week, …; snapped to 15-minute slots (…)."
    if (notes.length > 0)
      adjustments.push({
        showName: name,
        message: { ...localText('exchange:plan.adjustedNotes'), lists: { notes } },
      });

    const duration = last - first;
    if (event.repeats && !repeating.has(name)) repeating.set(name, event.repeats);
    const library = matcher.find(name);
    let show: NewShow | undefined;
    if (!library) {
      show = created.get(nameKey(name));
      if (!show) {
        show = {
          key: `ics-${created.size}`,
          name,
          duration: Math.min(24, Math.max(0.25, duration / 4)),
          djIds: [],
          djNames: [],
          genres: knownGenres(event.categories),
          description: event.description?.slice(0, TEXT_MAX) ?? null,
          color: paletteColor(created.size),
          imageUrl: null,
        };
        created.set(nameKey(name), show);
      }
    }
    const details = library ?? show!;
    const ref: PlannedPlacement['show'] = library
      ? { kind: 'library', id: library.id }
      : { kind: 'new', key: show!.key };
    const dayIndex = Math.floor(first / SLOTS_PER_DAY);
    const offer =
      event.weekly && !offered.has(event.weekly.uid)
        ? weeklyOffer(event.weekly, ref, details.name, dayIndex, first, duration, context)
        : null;
    if (offer) {
      offered.add(event.weekly!.uid);
      seriesOptions.push(offer.option);
      if (offer.option.alreadyRunning) {
        adjustments.push({
          showName: details.name,
          message: localText('exchange:plan.alreadyRuns'),
        });
        continue;
      }
    }
    const recreate = offer?.option.choice === 'recreate' ? offer.planned : null;
    if (recreate) series.push(recreate);
    placements.push({
      ref: `p${placements.length}`,
      show: library ? { kind: 'library', id: library.id } : { kind: 'new', key: show!.key },
      showName: details.name,
      showDescription: details.description,
      showGenres: details.genres,
      showColor: details.color,
      showImageUrl: details.imageUrl,
      djNames: details.djNames,
      dayIndex,
      timeIndex: first % SLOTS_PER_DAY,
      duration,
      series: recreate
        ? { key: recreate.key, role: 'first', originalInstanceDate: recreate.startDate }
        : null,
    });
  }

  const notices: PlanText[] = [];
  const mapped = input.sourceWeekId !== context.weekId;
  if (mapped) {
    notices.push({
      ...localText('exchange:plan.mappedWeek'),
      weeks: { range: input.sourceWeekId },
    });
  }
  for (const [name, repeats] of repeating) {
    if (!seriesOptions.some((o) => o.showName === name))
      notices.push(ICS_REPEAT_NOTICE(name, repeats));
  }
  let suggestedSourceWeek: CivilDate | null = null;
  if (input.occurrences.length === 0) {
    if (input.firstWeekWithEvents) {
      notices.push({
        ...localText('exchange:plan.noEventsThisWeek'),
        weeks: { range: input.firstWeekWithEvents },
      });
      suggestedSourceWeek = mapped ? null : input.firstWeekWithEvents;
    } else {
      notices.push(localText('exchange:plan.noTimedEvents'));
    }
  }
  placements.sort(
    (a, b) => absoluteSlot(a.dayIndex, a.timeIndex) - absoluteSlot(b.dayIndex, b.timeIndex),
  );
  return finishPlan(
    {
      format: 'ics',
      seriesOptions,
      weekId: context.weekId,
      placements,
      series,
      removals: [],
      matchedShows: matcher.matched(),
      createdShows: [...created.values()],
      adjustments,
      notices,
      suggestedSourceWeek,
    },
    context,
  );
}

/**
 * A repeating calendar event is placed in this week only; the notice says so and how to keep it
 * on the schedule within the Create Recurring Series dialog's limits (SPEC.md §9).
 */
export const ICS_REPEAT_NOTICE = (name: string, repeats: IcsRepeat): PlanText =>
  localText('exchange:plan.repeatNotice', {
    name,
    repeats: repeatsText(repeats),
    max: SERIES_LIMITS.maxAdditional,
    months: SERIES_LIMITS.maxMonthsAhead,
  });

/** "weekly", "every 2 days", "on a schedule of its own": how the calendar repeats an event. */
function repeatsText({ frequency, interval }: IcsRepeat): PlanText {
  return frequency && interval > 1
    ? localText('exchange:plan.repeatsEvery', { freq: frequency, count: interval })
    : localText('exchange:plan.repeats', { freq: frequency ?? 'own' });
}

/**
 * A weekly calendar event, offered as a series of ours from this week: the same weekday, time,
 * length and interval; without end if the calendar's rule has none, else for as many dates as the
 * Create Recurring Series dialog allows (the first and 25 more). "Place in this week
 * only" stays the default; an identical series already running here is not offered twice.
 */
function weeklyOffer(
  weekly: NonNullable<IcsOccurrence['weekly']>,
  show: PlannedPlacement['show'],
  showName: string,
  dayIndex: number,
  first: number,
  duration: number,
  context: PlanContext,
): { option: SeriesOption; planned: PlannedSeries } {
  const key = `ics-${weekly.uid}`.slice(0, 200);
  const planned: PlannedSeries = {
    key,
    show,
    showName,
    rule: {
      frequency: 'weekly',
      interval: weekly.interval,
      byWeekday: [dayIndex],
      // A calendar's rule without COUNT or UNTIL repeats until changed, as a series may now
      // (decision 0053); an ending one gets as many dates as the dialog allows.
      ...(weekly.endless
        ? { endType: 'never' as const }
        : { endType: 'count' as const, count: SERIES_LIMITS.maxAdditional + 1 }),
    },
    startDate: addDays(context.weekId, dayIndex),
    endDate: null,
    timeIndex: first % SLOTS_PER_DAY,
    duration,
  };
  const cannotRecreate = recreateLimitProblem(planned, context.weekId);
  const alreadyRunning = identicalRunning(planned, context) !== null;
  const asked = context.seriesChoices?.[key] ?? 'week-only';
  return {
    planned,
    option: {
      key,
      showName,
      rule: planned.rule,
      startDate: planned.startDate,
      endDate: null,
      timeIndex: planned.timeIndex,
      duration,
      choice: cannotRecreate || alreadyRunning ? 'week-only' : asked,
      cannotRecreate,
      alreadyRunning,
      reach: [],
    },
  };
}

const GENRES_BY_KEY = new Map(GENRES.map((g) => [nameKey(g), g]));

/** CATEGORIES that name one of our genres, in our spelling: "hip hop" is "Hip Hop". */
export function knownGenres(categories: readonly string[]): string[] {
  const byKey = GENRES_BY_KEY;
  return [...new Set(categories.map((c) => byKey.get(nameKey(c))).filter((g) => g !== undefined))];
}

/** Calendar days from `from` to `to` (civil dates, so no zone or clock change is involved). */
function daysBetween(from: CivilDate, to: CivilDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "09:07" for a minute of the week; an end at midnight reads "24:00". */
function clock(weekMinute: number, isEnd = false): string {
  let minutes = Math.round(weekMinute) % (24 * 60);
  if (isEnd && minutes === 0) minutes = 24 * 60;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
