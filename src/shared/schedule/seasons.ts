import { z } from 'zod';
import { keyed, localText } from '../i18n/local-text';
import { endBound, occurrencesBetween, type RecurrenceRule, type SeriesSpan } from './recurrence';
import { addDays, isCivilDate, type CivilDate } from './week';
import { SEASON_MAX_DAYS, SEASON_NAME_MAX, type Season } from './season-calendar';
import { isDateInRange } from './week-range';

/**
 * Seasons (DESIGN.md D16, decision 0056): named stretches of days ("Fall 2027", Sep 6 – Dec 18)
 * that never overlap. A series can end with its season and be carried into the next one. Which
 * season a day or a week is in lives in ./season-calendar.ts, which the dashboard loads without
 * the recurrence library.
 */
export {
  SEASON_MAX_DAYS,
  SEASON_NAME_MAX,
  nextSeasonAfter,
  seasonOfWeek,
  seasonOn,
  seasonsOverlap,
  weeksOfSeason,
  type Season,
} from './season-calendar';

const DATE_INVALID = keyed('seasons:refusal.dateInvalid', 'Please enter a valid date');
const seasonDay = z
  .string(DATE_INVALID)
  .refine(isCivilDate, DATE_INVALID)
  .refine(
    (d) => !isCivilDate(d) || isDateInRange(d),
    keyed('seasons:refusal.dateOutOfRange', 'Choose a date from 1970 to 2199'),
  );
const NAME_REQUIRED = keyed('seasons:refusal.nameRequired', 'Enter the season name');

/** POST /api/seasons and PATCH /api/seasons/:id: a season as a manager writes it. */
export const seasonInputSchema = z
  .strictObject({
    name: z
      .string(NAME_REQUIRED)
      .trim()
      .min(1, NAME_REQUIRED)
      .max(
        SEASON_NAME_MAX,
        keyed('seasons:refusal.nameTooLong', `At most ${SEASON_NAME_MAX} characters`, {
          max: SEASON_NAME_MAX,
        }),
      ),
    firstDay: seasonDay,
    lastDay: seasonDay,
  })
  .superRefine((s, ctx) => {
    if (!isCivilDate(s.firstDay) || !isCivilDate(s.lastDay)) return;
    if (s.lastDay < s.firstDay)
      ctx.addIssue({
        code: 'custom',
        path: ['lastDay'],
        message: 'The last day must be on or after the first day',
        params: { text: localText('seasons:refusal.lastBeforeFirst') },
      });
    else if (s.lastDay > addDays(s.firstDay, SEASON_MAX_DAYS - 1))
      ctx.addIssue({
        code: 'custom',
        path: ['lastDay'],
        message: `A season is at most ${SEASON_MAX_DAYS} days long`,
        params: { text: localText('seasons:refusal.tooLong', { maxDays: SEASON_MAX_DAYS }) },
      });
  });
export type SeasonInput = z.infer<typeof seasonInputSchema>;

/** POST /api/seasons/:id/carry: the series to continue, as the preview listed them. */
export const carrySeasonSchema = z.strictObject({
  seriesIds: z
    .array(z.uuid())
    .min(1, keyed('seasons:refusal.nothingChosen', 'Choose at least one series to carry forward'))
    .max(1000),
});

/**
 * One series a carry would continue, as the preview lists it. The server finds its clashes as
 * keys of the `seasons` catalog (`Clash` a LocalText) and answers them said in the request's
 * language.
 */
export type CarryCandidate<Clash = string> = {
  seriesId: string;
  showName: string;
  djNames: string[];
  /** The weekdays it airs on (0 = Sunday) as its rule says, and its slot. */
  dayIndexes: number[];
  timeIndex: number;
  duration: number;
  /** Its last airing in this season. */
  lastDate: CivilDate;
  /** What continuing it would clash with in the days it gains (Jan 14: overlaps "Guest Hour").. */
  clashes: Clash[];
  /** A finalized week it would reach: carrying it is refused while that week is finalized. */
  blocked: boolean;
};

/** GET /api/seasons/:id/carry answers this. */
export type CarryPreview<Clash = string> = {
  season: Season;
  next: Season | null;
  candidates: CarryCandidate<Clash>[];
};

/**
 * A series that repeats as its rule says until `lastDay`: the rule's own end (a count or a date)
 * is replaced by the series' end. Stored so (rule "never", end_date the day), a season's last day
 * is a concrete last date that the six months of a chosen end date do not limit (decision 0056).
 * The dates before the old end stay the same: a count only numbered the rule's dates.
 */
export function endingOn<T extends SeriesSpan>(span: T, lastDay: CivilDate): T {
  const { count: _c, endDate: _e, ...rule } = span.rule;
  return { ...span, rule: { ...rule, endType: 'never' } as RecurrenceRule, endDate: lastDay };
}

/** Whether the series has any date after `day` (an endless one always has). */
export function hasDateAfter(span: SeriesSpan, day: CivilDate): boolean {
  const bound = endBound(span);
  if (bound === null) return true;
  if (bound <= day) return false;
  return occurrencesBetween(span, addDays(day, 1), bound).length > 0;
}

/**
 * Whether a series ends with a season, and then its last date there: its last airing falls in the
 * season, it has none after, and continuing it to the season's last day would add none (so a
 * weekly Friday show ending Fri Dec 18, or a monthly one ending Nov 27 in a season ending Dec 18,
 * ends with it; a weekly one ending Nov 27 stopped earlier on purpose and does not). The work is
 * bounded by the season's days, and for a counted series by its few dates.
 */
export function lastDateWithSeason(span: SeriesSpan, season: Season): CivilDate | null {
  const inSeason = occurrencesBetween(span, season.firstDay, season.lastDay);
  const last = inSeason.at(-1);
  if (!last || hasDateAfter(span, season.lastDay)) return null;
  if (last === season.lastDay) return last;
  const continued = endingOn(span, season.lastDay);
  return occurrencesBetween(continued, addDays(last, 1), season.lastDay).length > 0 ? null : last;
}
