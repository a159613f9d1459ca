import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import type { Translate } from '../../i18n/translate';

type Block = Pick<ScheduledBlock, 'recurringSeriesId' | 'isException' | 'isInstance'>;

/** The toast's title once Make Recurring has made a series (its Undo takes it back). */
export function seriesCreated(t: Translate<'series'>): string {
  return t('series:created');
}

/** Remove from Series' question. */
export function removeInstanceQuestion(t: Translate<'series'>, show: string): string {
  return t('series:removeInstance.confirm', { show });
}

/**
 * What the delete question adds for a show of a series: an exception's date is not brought back,
 * and deleting a series' first show ends the series. Null for a show of no series.
 */
export function deleteNote(t: Translate<'series'>, block: Block | null): string | null {
  if (block?.isException) return t('series:delete.exception');
  if (block?.recurringSeriesId) return t('series:delete.endsSeries');
  return null;
}

/**
 * "Repeat (rebroadcast)" in Edit Show: on a series' first show it marks every occurrence; on any
 * other show (an exception, a single show) only that airing.
 */
export function repeatDetail(t: Translate<'series'>, block: Block): string {
  return block.recurringSeriesId && !block.isException && !block.isInstance
    ? t('series:repeats.seriesFirstDetail')
    : t('series:repeats.placedDetail');
}
