import type { ScheduledBlock } from '../schemas/schedule';
import { dayDate, type CivilDate } from '../schedule/week';

/**
 * How "Ask for a fill-in" names an airing (POST /api/fill-ins): any date of a series by the series
 * and its date, so a generated date, its exception and the first show are named alike; a show
 * placed on its own by its id.
 */
export type FillInAiringRef = { scheduledShowId: string } | { seriesId: string; date: CivilDate };

export function fillInAiringOf(
  block: Pick<ScheduledBlock, 'id' | 'recurringSeriesId' | 'originalInstanceDate' | 'dayIndex'>,
  weekId: CivilDate,
): FillInAiringRef {
  if (block.recurringSeriesId)
    return {
      seriesId: block.recurringSeriesId,
      date: block.originalInstanceDate ?? dayDate(weekId, block.dayIndex),
    };
  return { scheduledShowId: block.id };
}
