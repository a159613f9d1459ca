import { describe, expect, it } from 'vitest';
import { awayDuring, type AwayTimes } from '../away/away-periods';
import type { HostedPlacement } from '../schedule/dj-clash';
import { wallClockInstant } from '../schedule/wall-clock-instant';
import { dayDate, type CivilDate } from '../schedule/week';
import {
  eligibleTakers,
  ineligibility,
  INELIGIBLE_REASONS,
  type EligibilityContext,
  type FillInAiring,
  type FillInCandidate,
  type IneligibleReason,
} from './eligibility';

/*
 * Who may take a fill-in (decision 0066), on a fixed clock: every refusal in its order, the
 * eligible case, and the instants the "started" check compares read in the station's zone (a New
 * York week with its clock change, a half-hour zone).
 */

const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const WEEK = '2027-01-10'; // Sun; Tue is 2027-01-12
// New York springs forward on Sun 2026-03-08 at 02:00 (EST −5 → EDT −4).
const SPRING_WEEK = '2026-03-08';

/** A placement by day, "HH:MM" and hours: `slot(2, '23:00', 2)` is Tuesday 23:00–01:00. */
const slot = (dayIndex: number, time: string, hours: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { dayIndex, timeIndex: h * 4 + m / 15, duration: hours * 4 };
};

/** Alex's Jazz Hour, Tue 10:00–11:00 unless told. */
const jazz = (at = slot(2, '10:00', 1), weekId: CivilDate = WEEK): FillInAiring => ({
  ...at,
  id: 'jazz',
  weekId,
  showName: 'Jazz Hour',
  djNames: ['Alex Moreno'],
});

/** When an airing starts: its wall clock in the station's zone. */
const startOf = (airing: FillInAiring, timeZone: string) =>
  wallClockInstant(dayDate(airing.weekId, airing.dayIndex), airing.timeIndex * 15, timeZone);

const sam: FillInCandidate = {
  userId: 'u-sam',
  role: 'DJ',
  status: 'active',
  djId: 'dj-sam',
  djActive: true,
  djNames: ['Sam Lee'],
  away: [],
};

const other = (id: string, at: ReturnType<typeof slot>, djNames: string[]): HostedPlacement => ({
  ...at,
  id,
  showName: id === 'late' ? 'Late Set' : 'Morning Drive',
  djNames,
});

/** A take of another airing waiting for approval (instants in UTC; Tue 10:00 New York is 15:00Z). */
const pendingOf = (userId: string, startsAt: string, endsAt: string) => ({
  userId,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
});

const away = (
  fromDate: CivilDate,
  toDate: CivilDate,
  startTime: string | null = null,
  endTime: string | null = null,
): AwayTimes => ({ fromDate, toDate, startTime, endTime });

/** The context on a fixed clock: a day before the airing unless told. */
function contextFor(
  airing: FillInAiring,
  over: Partial<EligibilityContext> & { timeZone?: string } = {},
): EligibilityContext {
  const startsAt = startOf(airing, over.timeZone ?? NEW_YORK);
  return {
    now: new Date(startsAt.getTime() - 24 * 3_600_000),
    startsAt,
    endsAt: new Date(startsAt.getTime() + airing.duration * 15 * 60_000),
    others: [],
    fillInHosts: [],
    awayDuring,
    pendingTakes: [],
    ...over,
  };
}

describe('who may take a fill-in', () => {
  const cases: {
    name: string;
    candidate?: Partial<FillInCandidate>;
    airing?: FillInAiring;
    context?: Partial<EligibilityContext>;
    expected: IneligibleReason | null;
  }[] = [
    { name: 'a linked, active DJ free then', expected: null },
    {
      name: 'one minute before airtime, still',
      context: { now: new Date(startOf(jazz(), NEW_YORK).getTime() - 60_000) },
      expected: null,
    },
    {
      name: 'at airtime: started',
      context: { now: startOf(jazz(), NEW_YORK) },
      expected: 'started',
    },
    {
      name: 'started comes first: a viewer after airtime',
      candidate: { role: 'Viewer' },
      context: { now: startOf(jazz(), NEW_YORK) },
      expected: 'started',
    },
    { name: 'a viewer', candidate: { role: 'Viewer' }, expected: 'not-a-dj' },
    {
      name: 'a member whose DJ link was removed',
      candidate: { djId: null, djNames: [] },
      expected: 'not-a-dj',
    },
    { name: 'a suspended member', candidate: { status: 'suspended' }, expected: 'suspended' },
    { name: 'a member still waiting', candidate: { status: 'pending' }, expected: 'suspended' },
    { name: 'an inactive DJ entry', candidate: { djActive: false }, expected: 'inactive-dj' },
    {
      name: 'Fill-in hosts named, and not among them',
      context: { fillInHosts: ['dj-kim'] },
      expected: 'not-a-fill-in-host',
    },
    {
      name: 'Fill-in hosts named, and among them',
      context: { fillInHosts: ['dj-kim', 'dj-sam'] },
      expected: null,
    },
    {
      name: 'already a host of the airing (names compare as the grid does)',
      candidate: { djNames: [' alex   MORENO '] },
      expected: 'host',
    },
    {
      name: 'a host by a former name of the entry',
      candidate: { djNames: ['Sam Lee', 'Alex Moreno'] },
      expected: 'host',
    },
    {
      name: 'away the whole day',
      candidate: { away: [away('2027-01-12', '2027-01-12')] },
      expected: 'away',
    },
    {
      name: 'away the days around it',
      candidate: { away: [away('2027-01-05', '2027-01-20')] },
      expected: 'away',
    },
    {
      name: 'away until 10:00 that day (the show starts at 10:00)',
      candidate: { away: [away('2027-01-11', '2027-01-12', null, '10:00')] },
      expected: null,
    },
    {
      name: 'away until 10:15 that day: part of the show',
      candidate: { away: [away('2027-01-11', '2027-01-12', null, '10:15')] },
      expected: 'away',
    },
    {
      name: 'away from 10:45 that day: part of the show',
      candidate: { away: [away('2027-01-12', '2027-01-13', '10:45')] },
      expected: 'away',
    },
    {
      name: 'away from 11:00 that day (the show ends at 11:00)',
      candidate: { away: [away('2027-01-12', '2027-01-13', '11:00')] },
      expected: null,
    },
    {
      name: 'away the day before only',
      candidate: { away: [away('2027-01-11', '2027-01-11')] },
      expected: null,
    },
    {
      name: 'on another airing at the same time',
      context: { others: [other('drive', slot(2, '09:00', 2), ['Sam Lee'])] },
      expected: 'on-air',
    },
    {
      name: 'on another airing that ends when this one starts',
      context: { others: [other('drive', slot(2, '08:00', 2), ['Sam Lee'])] },
      expected: null,
    },
    {
      name: 'someone else on at the same time',
      context: { others: [other('drive', slot(2, '09:00', 2), ['Kim Park'])] },
      expected: null,
    },
    {
      name: 'on air elsewhere across midnight: Mon 23:00–01:00 and a Tue 00:30 airing',
      airing: jazz(slot(2, '00:30', 1)),
      context: { others: [other('late', slot(1, '23:00', 2), ['Sam Lee'])] },
      expected: 'on-air',
    },
    {
      name: 'across midnight, after it ends: a Tue 01:00 airing',
      airing: jazz(slot(2, '01:00', 1)),
      context: { others: [other('late', slot(1, '23:00', 2), ['Sam Lee'])] },
      expected: null,
    },
    {
      name: 'this airing across midnight: Mon 23:30–00:30 and Sam on Tue 00:00',
      airing: jazz(slot(1, '23:30', 1)),
      context: { others: [other('drive', slot(2, '00:00', 1), ['Sam Lee'])] },
      expected: 'on-air',
    },
    {
      name: 'waiting for approval of a take of Tue 10:30–11:30 elsewhere',
      context: {
        pendingTakes: [pendingOf('u-sam', '2027-01-12T15:30:00Z', '2027-01-12T16:30:00Z')],
      },
      expected: 'pending-elsewhere',
    },
    {
      name: 'waiting for approval of a take ending as this one starts (Tue 09:00–10:00)',
      context: {
        pendingTakes: [pendingOf('u-sam', '2027-01-12T14:00:00Z', '2027-01-12T15:00:00Z')],
      },
      expected: null,
    },
    {
      name: "another member's take waiting for approval then",
      context: {
        pendingTakes: [pendingOf('u-kim', '2027-01-12T15:00:00Z', '2027-01-12T16:00:00Z')],
      },
      expected: null,
    },
    {
      name: 'the airing itself in the week is not a clash',
      context: { others: [{ ...jazz(), djNames: ['Sam Lee'] }] },
      expected: null,
    },
  ];

  it.each(cases)('$name: $expected', ({ candidate, airing = jazz(), context, expected }) => {
    expect(ineligibility(airing, { ...sam, ...candidate }, contextFor(airing, context))).toBe(
      expected,
    );
  });

  it('has a case for every reason', () => {
    const covered = new Set(cases.map((c) => c.expected));
    for (const reason of INELIGIBLE_REASONS) expect(covered.has(reason), reason).toBe(true);
  });

  it('keeps the takers who may, in the order given', () => {
    const kim = { ...sam, userId: 'u-kim', djId: 'dj-kim', djNames: ['Kim Park'] };
    const ava = { ...sam, userId: 'u-ava', djId: 'dj-ava', djNames: ['Ava'], status: 'suspended' };
    const alex = { ...sam, userId: 'u-alex', djId: 'dj-alex', djNames: ['Alex Moreno'] };
    const takers = eligibleTakers(jazz(), [kim, ava, alex, sam], contextFor(jazz()));
    expect(takers.map((t) => t.userId)).toEqual(['u-kim', 'u-sam']);
  });
});

describe('the clock: "started" in the station’s zone', () => {
  const cases: { name: string; zone: string; airing: FillInAiring; startsAt: string }[] = [
    {
      name: 'New York in winter (−5)',
      zone: NEW_YORK,
      airing: jazz(),
      startsAt: '2027-01-12T15:00:00.000Z',
    },
    {
      name: 'New York, the spring-forward Sunday before the change (01:00 EST)',
      zone: NEW_YORK,
      airing: jazz(slot(0, '01:00', 1), SPRING_WEEK),
      startsAt: '2026-03-08T06:00:00.000Z',
    },
    {
      name: 'New York, the spring-forward Sunday after the change (03:00 EDT)',
      zone: NEW_YORK,
      airing: jazz(slot(0, '03:00', 1), SPRING_WEEK),
      startsAt: '2026-03-08T07:00:00.000Z',
    },
    {
      name: 'New York, the Tuesday of the change week (−4)',
      zone: NEW_YORK,
      airing: jazz(slot(2, '10:00', 1), SPRING_WEEK),
      startsAt: '2026-03-10T14:00:00.000Z',
    },
    {
      name: 'Kolkata, a half-hour zone (+5:30)',
      zone: KOLKATA,
      airing: jazz(),
      startsAt: '2027-01-12T04:30:00.000Z',
    },
  ];

  it.each(cases)('$name: open until $startsAt', ({ zone, airing, startsAt }) => {
    const context = contextFor(airing, { timeZone: zone });
    expect(context.startsAt.toISOString()).toBe(startsAt);
    const at = (ms: number) => ineligibility(airing, sam, { ...context, now: new Date(ms) });
    const start = Date.parse(startsAt);
    expect(at(start - 60_000)).toBeNull();
    expect(at(start)).toBe('started');
    expect(at(start + 30 * 60_000)).toBe('started');
  });

  it('away dates are the station’s wall clock on the clock-change Sunday', () => {
    // Away until 03:00 on the night the clocks skip 02:00–03:00: the 03:00 show is free.
    const airing = jazz(slot(0, '03:00', 1), SPRING_WEEK);
    const context = contextFor(airing);
    const until = (endTime: string) => ({
      ...sam,
      away: [away('2026-03-07', '2026-03-08', null, endTime)],
    });
    expect(ineligibility(airing, until('03:00'), context)).toBeNull();
    expect(ineligibility(airing, until('03:15'), context)).toBe('away');
  });
});
