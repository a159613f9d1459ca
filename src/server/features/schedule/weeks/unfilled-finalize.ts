import { UNFILLED_REFUSALS } from '../../../../shared/schedule/unfilled-refusal';
import { gapsAtLeast, weekCoverage } from '../../../../shared/schedule/unfilled-time';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { readStationSettings } from '../../team/station-settings.service';
import type { Database } from '../../../db/connection';
import { drawnPlacements } from './week-view';
import type { WeekContent } from './week-rows';

// Not weeks.service's Tx: that module calls this one at Finalize.
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The station's rule for finalizing a week with gaps (Station Settings → Schedule, decision
 * 0070), checked after the spec's overlap refusal, which keeps precedence. Gaps are those of at
 * least the station's minimum. "refuse": 409 `unfilled_time`, naming the gaps; "confirm": 409
 * `unfilled_confirm` with the question to ask, unless the request says the gaps were accepted;
 * "allow" (the spec's behaviour): nothing.
 */
export async function guardUnfilledAtFinalize(
  tx: Tx,
  weekId: string,
  content: WeekContent,
  clock: StationClock,
  gapsAccepted: boolean,
): Promise<void> {
  const settings = await readStationSettings(tx);
  if (settings.unfilledFinalizeRule === 'allow') return;
  if (settings.unfilledFinalizeRule === 'confirm' && gapsAccepted) return;
  const { gaps } = weekCoverage(weekId, drawnPlacements(content), clock.timeZone);
  const shown = gapsAtLeast(gaps, settings.gapMinimumMinutes);
  if (shown.length === 0) return;
  if (settings.unfilledFinalizeRule === 'refuse') {
    throw new HttpError(409, 'unfilled_time', UNFILLED_REFUSALS.refused(weekId, shown));
  }
  const minutes = shown.reduce((sum, g) => sum + g.minutes, 0);
  throw new HttpError(409, 'unfilled_confirm', UNFILLED_REFUSALS.confirm(weekId, minutes, shown));
}
