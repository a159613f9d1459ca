import { eq } from 'drizzle-orm';
import { localText } from '../../../../shared/i18n/local-text';
import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import type { CivilDate } from '../../../../shared/schedule/week';
import { seasons } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { Tx } from '../weeks/weeks.service';

/**
 * The last date of a series that ends "At the end of the season" (decision 0056): the season's
 * last day, read here, never taken from the browser. The rule's own end must be "never" (the
 * season gives the end); the season must not end before the series' first date. A season's last
 * day is not held to the six months of a chosen end date: the station set it, and a season is at
 * most a year long. Null when no season was chosen.
 */
export async function seasonEndOf(
  tx: Tx,
  seasonId: string | undefined,
  rule: RecurrenceRule,
  firstDate: CivilDate,
): Promise<CivilDate | null> {
  if (seasonId === undefined) return null;
  if (rule.endType !== 'never') {
    const alone = localText('seasons:refusal.seasonEndNeedsNever');
    throw new HttpError(422, 'validation_failed', alone, { endType: alone });
  }
  const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId)).for('share');
  if (!season) throw new HttpError(404, 'not_found', localText('seasons:refusal.notFound'));
  if (season.lastDay < firstDate) {
    const before = localText('seasons:refusal.seasonEndsBeforeSeries');
    throw new HttpError(422, 'validation_failed', before, { seasonId: before });
  }
  return season.lastDay;
}
