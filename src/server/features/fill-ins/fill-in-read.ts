import type { FillInAction, FillInReadAnswer } from '../../../shared/schemas/fill-ins';
import { isManager } from './fill-in-people';
import { eligibilityOf } from './fill-in-rules';
import { isWaiting } from './fill-in-rows';
import { currentAiring, me, readRow, viewsOf, type FillInDeps } from './fill-ins.service';

/**
 * One request (GET /api/fill-ins/:id, the link the e-mails point at) with what its reader may do
 * with it now, decided by the rules the actions check, and, for an open request the reader may not
 * take, why. An open request whose airing moved closes here as "The airing changed".
 */
export async function readFillInFor(
  deps: FillInDeps,
  userId: string,
  id: string,
): Promise<FillInReadAnswer> {
  const reader = await me(deps.db, userId);
  let row = await readRow(deps.db, id);
  const actions: FillInAction[] = [];
  let cannotTake: FillInReadAnswer['cannotTake'] = null;
  const started = deps.clock.now() >= row.startsAt;
  if (row.state === 'open') {
    const airing = await currentAiring(deps, row);
    if (airing) {
      cannotTake = (await eligibilityOf(deps.db, airing, deps.clock)).why(reader);
      if (cannotTake === null) actions.push('take');
    } else row = await readRow(deps.db, id);
  }
  const manager = isManager(reader);
  if (isWaiting(row.state) && (row.askedBy === userId || manager)) actions.push('withdraw');
  if (row.state === 'taken' && row.takenBy === userId && !started) actions.push('give-back');
  if (row.state === 'pending-approval' && manager) actions.push('approve', 'decline');
  const [request] = await viewsOf(deps.db, [row]);
  // The asker's note is for the people the request concerns (the asker, the taker, managers and
  // whoever may take it now); any other member with the link sees the airing and where it stands.
  const concerned =
    manager || row.askedBy === userId || row.takenBy === userId || actions.includes('take');
  return { request: concerned ? request! : { ...request!, note: null }, actions, cannotTake };
}
