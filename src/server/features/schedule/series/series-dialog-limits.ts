import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import { addMonths, dateInZone } from '../../../../shared/schedule/week';
import { localText } from '../../../../shared/i18n/local-text';
import { SERIES_LIMITS } from '../../../../shared/schemas/series';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';

/**
 * The dialog's limits hold on the server too (SPEC.md §5 "Recurrence dialog"): a count or an end
 * date chosen keeps the spec's limits and messages; "never" (beside them, decision 0053) has none.
 */
export function checkDialogLimits(rule: RecurrenceRule, startDate: string, clock: StationClock) {
  if (rule.endType === 'count' && (rule.count ?? 0) > SERIES_LIMITS.maxAdditional + 1) {
    const tooMany = localText('series:check.countTooHigh');
    throw new HttpError(422, 'validation_failed', tooMany, { count: tooMany });
  }
  if (rule.endType === 'date' && rule.endDate) {
    const latest = addMonths(dateInZone(clock.now(), clock.timeZone), SERIES_LIMITS.maxMonthsAhead);
    if (rule.endDate > latest) {
      const tooLate = localText('series:check.endTooLate');
      throw new HttpError(422, 'validation_failed', tooLate, { endDate: tooLate });
    }
    if (rule.endDate < startDate) {
      const beforeStart = localText('series:check.endBeforeStart');
      throw new HttpError(422, 'validation_failed', beforeStart, { endDate: beforeStart });
    }
  }
}
