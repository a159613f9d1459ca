import { and, eq, gt, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { PendingTake } from '../../../shared/fill-ins/eligibility';
import { eligibleTakers, ineligibility } from '../../../shared/fill-ins/eligibility';
import type { Database } from '../../db/connection';
import { fillInRequests, showFillInHosts } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import type { Airing } from './fill-in-airing';
import { awayDuring } from './fill-in-away';
import type { Person } from './fill-in-people';

type Reader = Pick<Database, 'select'>;

/** What the rules read beside an airing: its show's Fill-in hosts and takes waiting for approval. */
export type RulesData = { fillInHosts: readonly string[]; pendingTakes: readonly PendingTake[] };

/** The rules' context for one airing at the clock's now, with what they read of the database. */
export function rulesFor(airing: Airing, clock: StationClock, data: RulesData) {
  const context = {
    now: clock.now(),
    startsAt: airing.startsAt,
    endsAt: airing.endsAt,
    others: airing.others,
    fillInHosts: data.fillInHosts,
    pendingTakes: data.pendingTakes,
    awayDuring,
  };
  const fillIn = { ...airing.block, weekId: airing.weekId };
  return {
    why: (person: Person) => ineligibility(fillIn, person, context),
    eligible: <T extends Person>(people: readonly T[]) => eligibleTakers(fillIn, people, context),
  };
}

/**
 * The rules for one airing: two indexed reads (its show's Fill-in hosts; the takes of other
 * airings at the same time waiting for approval, whoever made them).
 */
export async function eligibilityOf(db: Reader, airing: Airing, clock: StationClock) {
  const fillInHosts = await fillInHostsOf(
    db,
    airing.block.templateId ? [airing.block.templateId] : [],
  );
  const pendingTakes = await pendingTakesWhere(
    db,
    and(
      ne(fillInRequests.airingKey, airing.key),
      lt(fillInRequests.startsAt, airing.endsAt),
      gt(fillInRequests.endsAt, airing.startsAt),
    ),
  );
  return rulesFor(airing, clock, {
    fillInHosts: fillInHosts.get(airing.block.templateId ?? '') ?? [],
    pendingTakes,
  });
}

/** The Fill-in hosts of these shows, in one read: show id → DJ entry ids (none named: absent). */
export async function fillInHostsOf(
  db: Reader,
  showIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byShow = new Map<string, string[]>();
  if (showIds.length === 0) return byShow;
  const rows = await db
    .select({ showId: showFillInHosts.showId, djId: showFillInHosts.djId })
    .from(showFillInHosts)
    .where(inArray(showFillInHosts.showId, [...new Set(showIds)]));
  for (const r of rows) byShow.set(r.showId, [...(byShow.get(r.showId) ?? []), r.djId]);
  return byShow;
}

/** One member's takes waiting for approval of airings not yet ended (for the "can take" list). */
export const pendingTakesOf = (db: Reader, userId: string, now: Date) =>
  pendingTakesWhere(db, and(eq(fillInRequests.takenBy, userId), gt(fillInRequests.endsAt, now)));

/** The takes waiting for approval that `where` picks, with their takers and instants. */
async function pendingTakesWhere(db: Reader, where: SQL | undefined): Promise<PendingTake[]> {
  const rows = await db
    .select({
      userId: fillInRequests.takenBy,
      startsAt: fillInRequests.startsAt,
      endsAt: fillInRequests.endsAt,
    })
    .from(fillInRequests)
    .where(and(eq(fillInRequests.state, 'pending-approval'), where));
  return rows.flatMap((r) => (r.userId ? [{ ...r, userId: r.userId }] : []));
}
