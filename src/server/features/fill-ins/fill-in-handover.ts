import type { StationClock } from '../../http/app-env';
import type { Actor } from '../activity/record-activity';
import { changePlacedIn } from '../schedule/placements/scheduled-shows.service';
import {
  storeExceptionIn,
  storeFirstDateExceptionIn,
} from '../schedule/series/series-instances.service';
import type { Airing } from './fill-in-airing';
import type { Tx } from './fill-in-rows';

/**
 * Makes `djIds` the hosts of this airing only, through the one-date guest host (decision 0034): a
 * generated series date is stored as an exception with them, and so is a series' first date (its
 * row lends its details to every later date, so it is set apart, not edited); a placed show or an
 * exception is edited.
 * The schedule's own write path, so the week's revision and live change events follow as for any
 * edit; its activity entry is the caller's one `fillin.*` entry (which also raises the
 * `schedule.changed` webhook of a finalized week), not an edit besides.
 */
export async function handOver(
  tx: Tx,
  airing: Airing,
  djIds: readonly string[],
  clock: StationClock,
  actor: Actor,
): Promise<void> {
  if (airing.block.isInstance && airing.seriesId) {
    await storeExceptionIn(
      tx,
      airing.seriesId,
      airing.date,
      { djIds: [...djIds] },
      clock,
      actor,
      'caller',
    );
  } else if (airing.seriesId && !airing.block.isException) {
    await storeFirstDateExceptionIn(
      tx,
      airing.seriesId,
      { djIds: [...djIds] },
      clock,
      actor,
      'caller',
    );
  } else {
    await changePlacedIn(tx, airing.block.id, { djIds: [...djIds] }, clock, actor, 'caller');
  }
}
