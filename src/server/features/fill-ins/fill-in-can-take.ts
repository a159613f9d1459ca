import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { WeekView } from '../../../shared/schemas/schedule';
import { localText } from '../../../shared/i18n/local-text';
import type { Database } from '../../db/connection';
import { fillInRequests } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { openWeek } from '../schedule/weeks/weeks.service';
import { airingOfKey } from './fill-in-airing';
import { keptOrClosed } from './fill-in-changed';
import type { Person } from './fill-in-people';
import type { FillInRow } from './fill-in-rows';
import { fillInHostsOf, pendingTakesOf, rulesFor } from './fill-in-rules';

/**
 * "You can take" (decision 0075): the open requests a member may take, nearest airing first, a
 * page at a time. Each week of a page is read once whatever the number of its requests, at most
 * CAN_TAKE_WEEKS_READ weeks and CAN_TAKE_SCANNED requests per page; the rules' other reads
 * (Fill-in hosts, the member's takes waiting for approval) are one query each. A station with
 * hundreds of open requests answers the nearest weeks' and `next` for the rest.
 */
export const CAN_TAKE_WEEKS_READ = 8;
export const CAN_TAKE_SCANNED = 200;

export async function canTakePage(
  deps: { db: Database; clock: StationClock },
  person: Person,
  after: string | null,
): Promise<{ rows: FillInRow[]; next: string | null }> {
  const { db, clock } = deps;
  const now = clock.now();
  const scanned = await db
    .select()
    .from(fillInRequests)
    .where(
      and(
        eq(fillInRequests.state, 'open'),
        gt(fillInRequests.startsAt, now),
        after ? await pastCursor(db, after) : undefined,
      ),
    )
    .orderBy(asc(fillInRequests.startsAt), asc(fillInRequests.id))
    .limit(CAN_TAKE_SCANNED + 1);
  const page = firstWeeksOf(scanned.slice(0, CAN_TAKE_SCANNED));
  const next = page.length < scanned.length ? page.at(-1)!.id : null;

  const weeks = new Map<string, WeekView>();
  for (const weekId of new Set(page.map((r) => r.weekId)))
    weeks.set(weekId, await openWeek(db, weekId, clock));
  const airings = page.map((row) => ({
    row,
    airing: airingOfKey(weeks.get(row.weekId)!, row.airingKey, clock),
  }));
  const templates = airings.flatMap(({ airing }) => airing?.block.templateId ?? []);
  const fillInHosts = await fillInHostsOf(db, templates);
  const pendingTakes = await pendingTakesOf(db, person.userId, now);
  const rows: FillInRow[] = [];
  for (const { row, airing: found } of airings) {
    const airing = await keptOrClosed(deps, row, found);
    if (!airing) continue;
    const data = {
      fillInHosts: fillInHosts.get(airing.block.templateId ?? '') ?? [],
      pendingTakes,
    };
    if (rulesFor(airing, clock, data).why(person) === null) rows.push(row);
  }
  return { rows, next };
}

/** The requests of the first CAN_TAKE_WEEKS_READ weeks among these (in airing order). */
function firstWeeksOf(rows: readonly FillInRow[]): FillInRow[] {
  const weeks = new Set<string>();
  const page: FillInRow[] = [];
  for (const row of rows) {
    if (!weeks.has(row.weekId) && weeks.size === CAN_TAKE_WEEKS_READ) break;
    weeks.add(row.weekId);
    page.push(row);
  }
  return page;
}

/** The requests after the one a page ended on, in the list's order; 404 for an id of none. */
async function pastCursor(db: Database, after: string) {
  const [last] = await db
    .select({ startsAt: fillInRequests.startsAt, id: fillInRequests.id })
    .from(fillInRequests)
    .where(eq(fillInRequests.id, after));
  if (!last) throw new HttpError(404, 'not_found', localText('fillInsServer:refusal.notFound'));
  return sql`(${fillInRequests.startsAt}, ${fillInRequests.id}) > (${last.startsAt}, ${last.id})`;
}
