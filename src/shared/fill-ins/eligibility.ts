import { clashNotesFor, hostKey, type HostedPlacement } from '../schedule/dj-clash';
import type { Placement } from '../schedule/slots';
import type { CivilDate } from '../schedule/week';

/**
 * Who may take a fill-in (issue 33 item 3, decision 0066), decided in one pure function so the
 * server's check, the list of requests a member can take and the e-mail to eligible members agree.
 */

/** The airing a request is for, as drawn in its week. */
export type FillInAiring = Placement & {
  id: string;
  weekId: CivilDate;
  showName: string;
  djNames: readonly string[];
};

/** When a DJ entry is away: days, and optional wall times within the first and last (decision 0065). */
export type AwayTimesLike = {
  fromDate: CivilDate;
  toDate: CivilDate;
  startTime: string | null;
  endTime: string | null;
};

/** A member who might take it: their account, their linked DJ entry and its away dates. */
export type FillInCandidate = {
  userId: string;
  role: string;
  status: string;
  djId: string | null;
  djActive: boolean;
  /** The entry's name and former names: placements keep the names of their day. */
  djNames: readonly string[];
  away: readonly AwayTimesLike[];
};

/** A member's take of another airing waiting for a manager's approval (decision 0075). */
export type PendingTake = { userId: string; startsAt: Date; endsAt: Date };

export type EligibilityContext = {
  now: Date;
  startsAt: Date;
  endsAt: Date;
  /** The week's other airings (the double-booking rule, decision 0036, compares with them). */
  others: readonly HostedPlacement[];
  /** The show's "Fill-in hosts" (DJ entry ids); empty: any eligible DJ. */
  fillInHosts: readonly string[];
  /** Whether an away period covers any of the airing (away-periods.ts's `awayDuring`). */
  awayDuring: (period: AwayTimesLike, weekId: CivilDate, airing: Placement) => boolean;
  /**
   * Takes of other airings waiting for approval: approved, each makes its taker a host then, so a
   * member waiting on one cannot take another airing at the same time (decision 0075).
   */
  pendingTakes: readonly PendingTake[];
};

export const INELIGIBLE_REASONS = [
  'started',
  'not-a-dj',
  'suspended',
  'inactive-dj',
  'not-a-fill-in-host',
  'host',
  'away',
  'on-air',
  'pending-elsewhere',
] as const;
export type IneligibleReason = (typeof INELIGIBLE_REASONS)[number];

/**
 * Why a member may not take the airing, or null when they may. In order: the airing has started;
 * a viewer or a member without a linked DJ entry; a member not active (suspended, waiting); an
 * inactive DJ entry; not among the show's Fill-in hosts when it names some; already a host of the
 * airing; away at any time of it; on another airing at any time of it (the DJ-clash rule); waiting
 * for approval of a take of another airing at any time of it.
 * Sam (linked, active) for Alex's Tue 10:00 Jazz Hour, free then: null.
 */
export function ineligibility(
  airing: FillInAiring,
  candidate: FillInCandidate,
  context: EligibilityContext,
): IneligibleReason | null {
  if (context.now.getTime() >= context.startsAt.getTime()) return 'started';
  if (candidate.role === 'Viewer' || candidate.djId === null || candidate.djNames.length === 0)
    return 'not-a-dj';
  if (candidate.status !== 'active') return 'suspended';
  if (!candidate.djActive) return 'inactive-dj';
  if (context.fillInHosts.length > 0 && !context.fillInHosts.includes(candidate.djId))
    return 'not-a-fill-in-host';
  const names = new Set(candidate.djNames.map(hostKey));
  if (airing.djNames.some((n) => names.has(hostKey(n)))) return 'host';
  if (candidate.away.some((p) => context.awayDuring(p, airing.weekId, airing))) return 'away';
  const asHost = { ...airing, djNames: candidate.djNames };
  if (clashNotesFor(asHost, context.others, airing.id).length > 0) return 'on-air';
  if (context.pendingTakes.some((p) => p.userId === candidate.userId && overlaps(p, context)))
    return 'pending-elsewhere';
  return null;
}

const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt.getTime() < b.endsAt.getTime() && a.endsAt.getTime() > b.startsAt.getTime();

/** The candidates who may take the airing, in the order given. */
export function eligibleTakers<T extends FillInCandidate>(
  airing: FillInAiring,
  candidates: readonly T[],
  context: EligibilityContext,
): T[] {
  return candidates.filter((c) => ineligibility(airing, c, context) === null);
}
