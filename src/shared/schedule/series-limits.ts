import { localText, type LocalText } from '../i18n/local-text';
import { SERIES_LIMITS, SERIES_MESSAGES } from '../schemas/series';
import type { SeriesSpan } from './recurrence';
import { addMonths, weekEndOf, weekIdOf } from './week';
import { isDateInRange } from './week-range';

/**
 * The field at fault and why: `message` in English (an import's preview reads it), `text` the
 * same refusal as a key of the `series` catalog, which the server says in the request's language.
 */
export type SeriesLimitProblem = { field: string; message: string; text: LocalText };

const problem = (field: string, message: string, text: LocalText): SeriesLimitProblem => ({
  field,
  message,
  text,
});

/**
 * The one set of limits every series obeys, however it arrives (the dialog, Edit Series, an
 * import, an undo): it starts in a served week (WEEK_RANGE); it ends never (a standing schedule,
 * DESIGN.md D16; decision 0053), after at most 26 occurrences (the dialog's 25 additional ones
 * and the first) or on a date at most six months after the week it starts in. The dialog's "six
 * months from today" is checked on top of this where a person is choosing now (series.service);
 * an imported or restored series was made on some earlier day, so it is held to six months from
 * its own start, which is what the dialog allowed on the day it was made. A series without end is
 * cheap to read however far it reaches: every expansion is bounded by the window asked for.
 */
export function seriesLimitProblem(span: SeriesSpan): SeriesLimitProblem | null {
  const { rule, startDate } = span;
  if (!isDateInRange(startDate))
    return problem(
      'startDate',
      'A series must start in a week the schedule covers',
      localText('series:refusal.startOutOfRange'),
    );
  if (rule.endType === 'count' && (rule.count ?? 0) > SERIES_LIMITS.maxAdditional + 1)
    return problem('count', SERIES_MESSAGES.countTooHigh, localText('series:check.countTooHigh'));
  const latest = addMonths(weekEndOf(weekIdOf(startDate)), SERIES_LIMITS.maxMonthsAhead);
  for (const end of [rule.endType === 'date' ? rule.endDate : undefined, span.endDate]) {
    if (end === undefined || end === null) continue;
    if (end < startDate)
      return problem(
        'endDate',
        SERIES_MESSAGES.endBeforeStart,
        localText('series:check.endBeforeStart'),
      );
    // A series without end may be ended on any later date (End Series Here, a split, years on);
    // only a chosen end date keeps the six months.
    if (end > latest && rule.endType !== 'never')
      return problem('endDate', SERIES_MESSAGES.endTooLate, localText('series:check.endTooLate'));
  }
  return null;
}
