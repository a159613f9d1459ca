import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  FillInListAnswer,
  FillInReadAnswer,
  FillInRequestView,
} from '../../../shared/schemas/fill-ins';
import type { Dj } from '../../../shared/schemas/dj';
import type { Show } from '../../../shared/schemas/show';
import { notifications } from '../../db/schema';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fillInSteps, requestOf } from '../../test/fill-in-set-up';
import {
  linkedDjs,
  createShow,
  errorOf,
  readWeek,
  weekStretches,
} from '../../test/schedule-set-up';
import { FILL_IN_ASKS_PER_HOUR, FILL_IN_RETELL_HOURS } from './fill-in-ask-pace';
import { CAN_TAKE_WEEKS_READ } from './fill-in-can-take';

/*
 * The trust gaps issue 33 left (decision 0075): a take waiting for approval counts as being on air
 * then; giving back undoes the hand-over only; ask/withdraw loops neither re-notify nor run
 * unbounded; the "can take" list reads each week once and a bounded number of them.
 */

// Sunday noon in London; each test places in weeks of its own.
const NOW = new Date('2026-11-29T12:00:00Z');
let now = NOW;
const { app, manager, alex, sam, pat } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  { manager: {}, alex: { name: 'Alex' }, sam: { name: 'Sam' }, pat: { name: 'Pat' } },
);
const nextWeek = weekStretches('2026-12-06', 1);
const entries: Record<string, Dj> = {};
let jazz: Show;
let patsHour: Show;

beforeAll(async () => {
  Object.assign(
    entries,
    await linkedDjs(manager, [
      [alex, 'Alex'],
      [sam, 'Sam'],
      [pat, 'Pat'],
    ]),
  );
  jazz = await createShow(manager, { name: 'Jazz Hour', duration: 1, djIds: [entries.Alex!.id] });
  patsHour = await createShow(manager, {
    name: "Pat's Hour",
    duration: 1,
    djIds: [entries.Pat!.id],
  });
});

const { placeOnTuesday, ask, act, hostsOf, setPolicy } = fillInSteps(manager);

/** A manager's change of one placed airing's hosts. */
async function setHosts(weekId: string, id: string, djIds: string[]) {
  const block = (await readWeek(manager.client, weekId)).blocks.find((b) => b.id === id)!;
  const changed = await manager.client.patch(`/api/scheduled-shows/${id}`, {
    json: { version: block.version, djIds },
  });
  expect(changed.status, changed.text).toBe(200);
}

describe('a take waiting for approval', () => {
  it('counts as on air then: the same member cannot wait on two airings at the same time', async () => {
    await setPolicy('approval');
    try {
      const weekId = nextWeek();
      const jazzAsk = await ask(alex, await placeOnTuesday(weekId, jazz));
      const patsAsk = await ask(pat, await placeOnTuesday(weekId, patsHour));
      const first = await act(sam, jazzAsk.id, 'take');
      expect(first.status, first.text).toBe(200);
      expect(requestOf(first).state).toBe('pending-approval');

      const second = await act(sam, patsAsk.id, 'take');
      expect(second.status).toBe(403);
      expect(errorOf(second).message).toBe('You cannot take this fill-in');
      const read = (await sam.client.get(`/api/fill-ins/${patsAsk.id}`)).json<FillInReadAnswer>();
      expect(read).toMatchObject({ actions: [], cannotTake: 'pending-elsewhere' });
      const list = (await sam.client.get('/api/fill-ins?view=can-take')).json<FillInListAnswer>();
      expect(list.requests.map((r) => r.id)).not.toContain(patsAsk.id);
      expect(requestOf(await manager.client.get(`/api/fill-ins/${patsAsk.id}`)).state).toBe('open');
    } finally {
      await setPolicy('any');
    }
  });

  it('is checked again on Approve: a taker now on air elsewhere is refused, the take stays', async () => {
    await setPolicy('approval');
    try {
      const weekId = nextWeek();
      const jazzId = await placeOnTuesday(weekId, jazz);
      const request = await ask(alex, jazzId);
      expect((await act(sam, request.id, 'take')).status).toBe(200);
      // Meanwhile a manager puts Sam on another show at the same time.
      const talk = await createShow(manager, {
        name: "Sam's Talk",
        duration: 1,
        djIds: [entries.Sam!.id],
      });
      await placeOnTuesday(weekId, talk);

      const approve = await act(manager, request.id, 'approve');
      expect(approve.status).toBe(409);
      expect(errorOf(approve).message).toBe(
        'Sam is now on another show at that time: decline this take, or change that show first',
      );
      expect(await hostsOf(weekId, jazzId)).toEqual(['Alex']);
      expect(requestOf(await manager.client.get(`/api/fill-ins/${request.id}`)).state).toBe(
        'pending-approval',
      );
      expect((await act(manager, request.id, 'decline')).status).toBe(200);
    } finally {
      await setPolicy('any');
    }
  });
});

describe('"Give it back"', () => {
  it('undoes the hand-over only: a host a manager added since stays, the taker goes', async () => {
    const weekId = nextWeek();
    const id = await placeOnTuesday(weekId, jazz);
    const request = await ask(alex, id);
    expect((await act(sam, request.id, 'take')).status).toBe(200);
    await setHosts(weekId, id, [entries.Sam!.id, entries.Pat!.id]);
    const back = await act(sam, request.id, 'give-back');
    expect(back.status, back.text).toBe(200);
    expect(await hostsOf(weekId, id)).toEqual(['Alex', 'Pat']);
  });

  it('puts back the hosts the take replaced, not those asked of', async () => {
    const weekId = nextWeek();
    const id = await placeOnTuesday(weekId, jazz);
    const request = await ask(alex, id);
    // A manager adds Pat before anyone takes it: the take replaces both.
    await setHosts(weekId, id, [entries.Alex!.id, entries.Pat!.id]);
    expect((await act(sam, request.id, 'take')).status).toBe(200);
    expect(await hostsOf(weekId, id)).toEqual(['Sam']);
    expect((await act(sam, request.id, 'give-back')).status).toBe(200);
    expect(await hostsOf(weekId, id)).toEqual(['Alex', 'Pat']);
  });

  it('is refused once a manager took the taker off the airing: nothing to give back', async () => {
    const weekId = nextWeek();
    const id = await placeOnTuesday(weekId, jazz);
    const request = await ask(alex, id);
    expect((await act(sam, request.id, 'take')).status).toBe(200);
    await setHosts(weekId, id, [entries.Pat!.id]);
    const back = await act(sam, request.id, 'give-back');
    expect(back.status).toBe(409);
    expect(errorOf(back).message).toBe(
      "A station manager changed this airing's hosts since you took it, so it cannot be given back: ask a station manager",
    );
    expect(await hostsOf(weekId, id)).toEqual(['Pat']);
    expect(requestOf(await manager.client.get(`/api/fill-ins/${request.id}`)).state).toBe('taken');
  });
});

describe('ask and withdraw, again and again', () => {
  /** The "fill-in wanted" notices a member has of these requests (centre entries, e-mail or not). */
  const openedNotices = async (user: TestUser, requests: FillInRequestView[]) =>
    (
      await app.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, user.id),
            like(notifications.key, 'fill-in:%:opened:%'),
            inArray(
              notifications.link,
              requests.map((r) => `/fill-ins/${r.id}`),
            ),
          ),
        )
    ).length;

  it(`tells each member of one airing once in ${FILL_IN_RETELL_HOURS} hours`, async () => {
    const weekId = nextWeek();
    const id = await placeOnTuesday(weekId, jazz);
    const asked: FillInRequestView[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        asked.push(await ask(alex, id));
        expect((await act(alex, asked.at(-1)!.id, 'withdraw')).status).toBe(200);
      }
      expect(await openedNotices(sam, asked)).toBe(1);
      // A manager's ask for the same airing is the same news.
      asked.push(await ask(manager, id));
      expect((await act(manager, asked.at(-1)!.id, 'withdraw')).status).toBe(200);
      expect(await openedNotices(sam, asked)).toBe(1);
      now = new Date(NOW.getTime() + (FILL_IN_RETELL_HOURS + 1) * 3_600_000);
      asked.push(await ask(alex, id));
      expect(await openedNotices(sam, asked)).toBe(2);
    } finally {
      now = NOW;
    }
  });

  it(`refuses a member's ask past ${FILL_IN_ASKS_PER_HOUR} an hour with 429`, async () => {
    const weekId = nextWeek();
    const id = await placeOnTuesday(weekId, patsHour);
    // An hour of its own: Pat's asks of earlier tests are past it.
    const start = NOW.getTime() + 2 * 3_600_000;
    now = new Date(start);
    try {
      for (let i = 0; i < FILL_IN_ASKS_PER_HOUR; i++) {
        const asked = await ask(pat, id);
        expect((await act(pat, asked.id, 'withdraw')).status).toBe(200);
      }
      const refused = await pat.client.post('/api/fill-ins', { json: { scheduledShowId: id } });
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({
        error: {
          code: 'too_many_asks',
          message:
            'You have asked for many fill-ins in the last hour: wait a while before asking again',
        },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another member's ask is theirs to count.
      expect(
        (await act(alex, (await ask(alex, await placeOnTuesday(weekId, jazz, 48))).id, 'withdraw'))
          .status,
      ).toBe(200);
      now = new Date(start + 61 * 60_000);
      await ask(pat, id);
    } finally {
      now = NOW;
    }
  });
});

describe('the requests a member can take', () => {
  /** The queries (and among them the week reads) one read of the list makes. */
  async function workOf(read: () => Promise<unknown>) {
    const pool = app.db.$client;
    const seen: string[] = [];
    const query = pool.query.bind(pool);
    const spy = vi.spyOn(pool, 'query').mockImplementation(((config: unknown, values: unknown) => {
      seen.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return query(config as never, values as never);
    }) as never);
    try {
      await read();
    } finally {
      spy.mockRestore();
    }
    return {
      queries: seen.length,
      weekReads: seen.filter((q) => /from "weekly_schedules" where/.test(q)).length,
    };
  }

  const canTake = async (after?: string) => {
    const read = await sam.client.get(
      `/api/fill-ins?view=can-take${after ? `&after=${after}` : ''}`,
    );
    expect(read.status, read.text).toBe(200);
    return read.json<FillInListAnswer>();
  };

  it('reads each week once, a bounded number of weeks per page, whatever the number of requests', async () => {
    const weeks = Array.from({ length: CAN_TAKE_WEEKS_READ + 1 }, () => nextWeek());
    const asked: string[] = [];
    // An hour of the manager's asks of its own.
    now = new Date(NOW.getTime() + 4 * 3_600_000);
    for (const weekId of weeks)
      asked.push((await ask(manager, await placeOnTuesday(weekId, jazz, 40))).id);
    const page = () => canTake();
    const one = await workOf(page);
    // Two more requests in each of those weeks: no more work.
    for (const weekId of weeks)
      for (const timeIndex of [48, 56])
        asked.push((await ask(manager, await placeOnTuesday(weekId, jazz, timeIndex))).id);
    const three = await workOf(page);
    expect(three).toEqual(one);
    expect(one.weekReads).toBeLessThanOrEqual(CAN_TAKE_WEEKS_READ);

    // The weeks past a page come with the next ones, each read as boundedly.
    const listed: string[] = [];
    let after: string | null | undefined;
    for (let pages = 0; after !== null; pages++) {
      expect(pages).toBeLessThan(5);
      const from = after ?? undefined;
      const work = await workOf(async () => {
        const page = await canTake(from);
        listed.push(...page.requests.map((r) => r.id));
        after = page.next;
      });
      expect(work.weekReads).toBeLessThanOrEqual(CAN_TAKE_WEEKS_READ);
    }
    for (const id of asked) expect(listed).toContain(id);
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of asked) expect((await act(manager, id, 'withdraw')).status).toBe(200);
    now = NOW;
  });

  it('is a 422 for a cursor that is not an id, and a 404 for one that names no request', async () => {
    expect((await sam.client.get('/api/fill-ins?view=can-take&after=nope')).status).toBe(422);
    expect(
      (
        await sam.client.get(
          '/api/fill-ins?view=can-take&after=00000000-0000-4000-8000-000000000000',
        )
      ).status,
    ).toBe(404);
  });
});
