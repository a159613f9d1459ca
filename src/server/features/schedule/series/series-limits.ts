import type { SeriesSpan } from '../../../../shared/schedule/recurrence';
import { seriesLimitProblem } from '../../../../shared/schedule/series-limits';
import { HttpError } from '../../../http/errors';

/**
 * Refuses (422, with the field at fault) a series outside the limits every series obeys, in the
 * request's language.
 */
export function assertSeriesWithinLimits(span: SeriesSpan): void {
  const problem = seriesLimitProblem(span);
  if (problem)
    throw new HttpError(422, 'validation_failed', problem.text, {
      [problem.field]: problem.text,
    });
}
