import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import type { Translate } from '../../i18n/translate';

/**
 * Which instance of which series a generated block stands for. The menu offers the instance's
 * actions only on a series' dates, so a block of no series is a slip; its failure toast still
 * says so in the screen's language (the toast shows the error's message).
 */
export function instanceOf(
  block: ScheduledBlock,
  t: Translate<'series'>,
): { seriesId: string; date: string } {
  if (!block.recurringSeriesId || !block.originalInstanceDate)
    throw new Error(t('series:toast.notInSeries'));
  return { seriesId: block.recurringSeriesId, date: block.originalInstanceDate };
}
