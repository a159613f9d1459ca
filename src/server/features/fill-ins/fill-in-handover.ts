import type { StationClock } from '../../http/app-env';
import type { Actor } from '../activity/record-activity';
import { changePlacedIn } from '../schedule/placements/scheduled-shows.service';
import {
  storeExceptionIn,
  storeFirstDateExceptionIn,
} from '../schedule/series/series-instances.service';
import type { Airing } from './fill-in-airing';
import { hostEntriesOf } from './fill-in-people';
import type { FillInRow, Tx } from './fill-in-rows';

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

/**
 * The hosts a give back leaves on the airing (decision 0075): its hosts now without the taker,
 * with the hosts the take replaced put back first, so a host a manager added since the take stays
 * and one already put back is not doubled. Null when the taker is no longer among them: a manager
 * changed the hand-over since, and undoing it is theirs to decide.
 */
export async function hostsAfterGiveBack(
  tx: Tx,
  row: Pick<FillInRow, 'takerDjId' | 'hostDjIds' | 'hostNames'>,
  airing: Airing,
): Promise<{ djIds: string[]; names: string[] } | null> {
  const now = await hostEntriesOf(tx, airing.block.djNames);
  if (!row.takerDjId || !now.some((h) => h.id === row.takerDjId)) return null;
  const kept = now.filter((h) => h.id !== row.takerDjId && !row.hostDjIds.includes(h.id ?? ''));
  return {
    djIds: [...row.hostDjIds, ...kept.flatMap((h) => (h.id ? [h.id] : []))],
    names: [...row.hostNames, ...kept.filter((h) => h.id).map((h) => h.name)],
  };
}
