import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { addMonths, dateInZone } from '../../../../shared/schedule/week';
import { SERIES_LIMITS, SERIES_MESSAGES } from '../../../../shared/schemas/series';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';

/**
 * The dialog's limits hold on the server too (SPEC.md §5 "Recurrence dialog"): a count or an end
 * date chosen keeps the spec's limits and messages; "never" (beside them, decision 0053) has none.
 */
export function checkDialogLimits(rule: RecurrenceRule, startDate: string, clock: StationClock) {
  if (rule.endType === 'count' && (rule.count ?? 0) > SERIES_LIMITS.maxAdditional + 1) {
    throw new HttpError(422, 'validation_failed', SERIES_MESSAGES.countTooHigh, {
      count: SERIES_MESSAGES.countTooHigh,
    });
  }
  if (rule.endType === 'date' && rule.endDate) {
    const latest = addMonths(dateInZone(clock.now(), clock.timeZone), SERIES_LIMITS.maxMonthsAhead);
    if (rule.endDate > latest) {
      throw new HttpError(422, 'validation_failed', SERIES_MESSAGES.endTooLate, {
        endDate: SERIES_MESSAGES.endTooLate,
      });
    }
    if (rule.endDate < startDate) {
      throw new HttpError(422, 'validation_failed', SERIES_MESSAGES.endBeforeStart, {
        endDate: SERIES_MESSAGES.endBeforeStart,
      });
    }
  }
}
