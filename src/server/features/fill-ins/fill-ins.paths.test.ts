import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FillInRequestView } from '../../../shared/schemas/fill-ins';
import type { Dj } from '../../../shared/schemas/dj';
import type { Show } from '../../../shared/schemas/show';
import { addDays } from '../../../shared/schedule/week';
import { fillInRequests, jobs, profiles, webhookDeliveries } from '../../db/schema';
import { OPEN_FILL_INS_PER_ASKER } from './fill-ins.service';
import type { WebhookPayload } from '../webhooks/webhook-outbox';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fillInSteps, requestOf } from '../../test/fill-in-set-up';
import {
  createShow,
  linkedDjs,
  errorOf,
  placeShow,
  readWeek,
  setWeekStatus,
  weekOf,
  weekStretches,
} from '../../test/schedule-set-up';

/*
 * Fill-in requests' paths besides the race (decision 0066): manager approval, give back, withdraw,
 * and who may neither ask nor take (viewers, suspended members, members whose DJ link went), an
 * airing that has started, and an away member left out of the e-mail.
 */

// Sunday noon in London; each test places Jazz Hour (Alex's) in weeks of its own.
const NOW = new Date('2026-11-29T12:00:00Z');
let now = NOW;
const { app, manager, alex, sam, pat, vic } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  {
    manager: {},
    alex: { name: 'Alex' },
    sam: { name: 'Sam' },
    pat: { name: 'Pat' },
    vic: { name: 'Vic' },
  },
);
const nextWeek = weekStretches('2026-12-06', 1);
let jazz: Show;
const entries: Record<string, Dj> = {};

const { placeOnTuesday, ask, act, hostsOf, setPolicy, link } = fillInSteps(manager);

beforeAll(async () => {
  Object.assign(
    entries,
    await linkedDjs(manager, [
      [alex, 'Alex'],
      [sam, 'Sam'],
      [pat, 'Pat'],
      [vic, 'Vic'],
    ]),
  );
  const role = await manager.client.request('PUT', `/api/team/members/${vic.id}/role`, {
    json: { role: 'Viewer' },
  });
  expect(role.status).toBe(200);
  jazz = await createShow(manager, { name: 'Jazz Hour', duration: 1, djIds: [entries.Alex!.id] });
});

/** Jazz Hour placed on Tuesday 10:00 of a week of its own: its id and week. */
async function placeJazz() {
  const weekId = nextWeek();
  return { weekId, id: await placeOnTuesday(weekId, jazz) };
}

/** The request's alarms waiting on the jobs. */
const timersOf = async (id: string) =>
  (
    await app.db
      .select({ name: jobs.name })
      .from(jobs)
      .where(and(eq(jobs.key, id), sql`${jobs.name} like 'fill-ins.%'`))
  )
    .map((j) => j.name)
    .sort();

describe('"A manager approves each fill-in"', () => {
  it('a take waits; Decline reopens it, Approve hands the airing over', async () => {
    await setPolicy('approval');
    try {
      const { weekId, id } = await placeJazz();
      const request = await ask(alex, id);

      const taken = await act(sam, request.id, 'take');
      expect(taken.status, taken.text).toBe(200);
      expect(requestOf(taken).state).toBe('pending-approval');
      expect(await hostsOf(weekId, id)).toEqual(['Alex']);
      const second = await act(pat, request.id, 'take');
      expect(second.status).toBe(409);
      expect(errorOf(second).message).toBe('Already taken by Sam');
      // Only a manager decides, and only a waiting take.
      expect((await act(sam, request.id, 'approve')).status).toBe(403);
      expect((await act(alex, request.id, 'decline')).status).toBe(403);

      const declined = await act(manager, request.id, 'decline');
      expect(declined.status).toBe(200);
      expect(requestOf(declined)).toMatchObject({ state: 'open', takenBy: null });
      expect((await act(manager, request.id, 'approve')).status).toBe(409);
      expect(await timersOf(request.id)).toEqual(['fill-ins.close', 'fill-ins.escalate']);

      const patTook = await act(pat, request.id, 'take');
      expect(patTook.status).toBe(200);
      // An Approve of the take the manager saw before (Sam's) does not approve Pat's.
      const stale = await manager.client.post(`/api/fill-ins/${request.id}/approve`, {
        json: { version: requestOf(taken).version },
      });
      expect(stale.status).toBe(409);
      expect(errorOf(stale).message).toBe(
        'This request changed since you opened it: look again before deciding',
      );
      const approved = await manager.client.post(`/api/fill-ins/${request.id}/approve`, {
        json: { version: requestOf(patTook).version },
      });
      expect(approved.status, approved.text).toBe(200);
      expect(requestOf(approved)).toMatchObject({ state: 'taken', takenBy: { name: 'Pat' } });
      expect(await hostsOf(weekId, id)).toEqual(['Pat']);
      expect(await timersOf(request.id)).toEqual([]);
    } finally {
      await setPolicy('any');
    }
  });
});

describe('give back and withdraw', () => {
  it('the taker gives it back before the airing: the hosts return, it reopens, timers re-made', async () => {
    const { weekId, id } = await placeJazz();
    const request = await ask(alex, id);
    expect((await act(sam, request.id, 'take')).status).toBe(200);
    expect(await hostsOf(weekId, id)).toEqual(['Sam']);
    expect(await timersOf(request.id)).toEqual([]);

    expect((await act(pat, request.id, 'give-back')).status).toBe(403);
    expect((await act(alex, request.id, 'give-back')).status).toBe(403);
    const back = await act(sam, request.id, 'give-back');
    expect(back.status, back.text).toBe(200);
    expect(requestOf(back)).toMatchObject({ state: 'open', takenBy: null });
    expect(await hostsOf(weekId, id)).toEqual(['Alex']);
    expect(await timersOf(request.id)).toEqual(['fill-ins.close', 'fill-ins.escalate']);
    expect((await act(sam, request.id, 'give-back')).status).toBe(403);
    // Reopened, it can be taken again.
    expect((await act(pat, request.id, 'take')).status).toBe(200);
    expect(await hostsOf(weekId, id)).toEqual(['Pat']);
  });

  it('the asker or a manager withdraws, and only while untaken', async () => {
    const first = await ask(alex, (await placeJazz()).id);
    expect((await act(sam, first.id, 'withdraw')).status).toBe(403);
    const withdrawn = await act(alex, first.id, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(requestOf(withdrawn).state).toBe('withdrawn');
    expect(await timersOf(first.id)).toEqual([]);
    expect((await act(alex, first.id, 'withdraw')).status).toBe(409);
    expect((await act(sam, first.id, 'take')).status).toBe(409);

    const second = await ask(alex, (await placeJazz()).id);
    expect((await act(manager, second.id, 'withdraw')).status).toBe(200);

    const third = await ask(alex, (await placeJazz()).id);
    expect((await act(sam, third.id, 'take')).status).toBe(200);
    const late = await act(alex, third.id, 'withdraw');
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toBe('This request is no longer open');
  });
});

describe('who may neither ask nor take', () => {
  it('a viewer, even one linked to a DJ entry', async () => {
    const { id } = await placeJazz();
    expect((await vic.client.post('/api/fill-ins', { json: { scheduledShowId: id } })).status).toBe(
      403,
    );
    const asked = await alex.client.post('/api/fill-ins', {
      json: { scheduledShowId: id, note: 'Family visit' },
    });
    const request = requestOf(asked);
    const refused = await act(vic, request.id, 'take');
    expect(refused.status).toBe(403);
    // The note is for those the request concerns, not every member with the link.
    expect(requestOf(await vic.client.get(`/api/fill-ins/${request.id}`)).note).toBeNull();
    expect(requestOf(await sam.client.get(`/api/fill-ins/${request.id}`)).note).toBe(
      'Family visit',
    );
    expect(requestOf(await manager.client.get(`/api/fill-ins/${request.id}`)).state).toBe('open');
  });

  it('a viewer who hosts the airing: the role decides, not the link', async () => {
    const weekId = nextWeek();
    const vicsHour = await createShow(manager, {
      name: "Vic's Hour",
      duration: 1,
      djIds: [entries.Vic!.id],
    });
    const week = weekOf(await placeShow(manager.client, weekId, vicsHour, 2, 40, 4));
    const id = week.blocks.find((b) => b.showName === "Vic's Hour")!.id;
    const asked = await vic.client.post('/api/fill-ins', { json: { scheduledShowId: id } });
    expect(asked.status).toBe(403);
    expect(errorOf(asked).message).toBe(
      "Only the airing's host or a station manager can ask for a fill-in",
    );
    const period = (
      await manager.client.post(`/api/djs/${entries.Vic!.id}/away-periods`, {
        json: { fromDate: weekId, toDate: addDays(weekId, 6) },
      })
    ).json<{ period: { id: string } }>().period;
    const away = await vic.client.post(`/api/fill-ins/away/${period.id}`);
    expect(away.status).toBe(403);
    expect((await vic.client.get(`/api/fill-ins/away/${period.id}`)).status).toBe(403);
  });

  it('a suspended member', async () => {
    const { id } = await placeJazz();
    const request = await ask(alex, id);
    const suspend = (status: string) =>
      app.db.update(profiles).set({ status }).where(eq(profiles.id, sam.id));
    await suspend('suspended');
    try {
      expect((await act(sam, request.id, 'take')).status).toBe(403);
    } finally {
      await suspend('active');
    }
    expect(requestOf(await manager.client.get(`/api/fill-ins/${request.id}`)).state).toBe('open');
    // Nor does a suspended host ask.
    const other = await placeJazz();
    await app.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, alex.id));
    try {
      expect(
        (await alex.client.post('/api/fill-ins', { json: { scheduledShowId: other.id } })).status,
      ).toBe(403);
    } finally {
      await app.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, alex.id));
    }
  });

  it('a member whose DJ link was removed', async () => {
    const { id } = await placeJazz();
    const request = await ask(alex, id);
    await link(pat, null);
    await link(alex, null);
    try {
      const take = await act(pat, request.id, 'take');
      expect(take.status).toBe(403);
      expect(errorOf(take).message).toBe('You cannot take this fill-in');
      const other = await placeJazz();
      const ask = await alex.client.post('/api/fill-ins', {
        json: { scheduledShowId: other.id },
      });
      expect(ask.status).toBe(403);
    } finally {
      await link(pat, entries.Pat!.id);
      await link(alex, entries.Alex!.id);
    }
  });
});

describe('an airing that has started', () => {
  it('is refused to askers and takers: "This airing has already started"', async () => {
    const { weekId, id } = await placeJazz();
    const request = await ask(alex, id);
    const other = weekOf(await placeShow(manager.client, weekId, jazz, 3, 40, 4)).blocks.find(
      (b) => b.showName === 'Jazz Hour' && b.dayIndex === 3,
    )!;
    // Tuesday 10:00 London (GMT) of that week: airtime.
    now = new Date(`${addDays(weekId, 2)}T10:00:00Z`);
    try {
      const take = await act(sam, request.id, 'take');
      expect(take.status).toBe(409);
      expect(errorOf(take).message).toBe('This airing has already started');
      const ask = await manager.client.post('/api/fill-ins', { json: { scheduledShowId: id } });
      // The open request still names the airing: asking again is refused as started first.
      expect(errorOf(ask).message).toBe('This airing has already started');
      // Wednesday's airing has not started: it may still be asked for.
      expect(
        (await alex.client.post('/api/fill-ins', { json: { scheduledShowId: other.id } })).status,
      ).toBe(201);
    } finally {
      now = NOW;
    }
  });
});

describe('the e-mail to eligible members', () => {
  it('leaves out a member away that day', async () => {
    const { weekId, id } = await placeJazz();
    const tuesday = addDays(weekId, 2);
    const away = await manager.client.post(`/api/djs/${entries.Pat!.id}/away-periods`, {
      json: { fromDate: tuesday, toDate: tuesday },
    });
    expect(away.status, away.text).toBe(201);
    const request = await ask(alex, id);
    const wrote = async (user: TestUser) =>
      (await app.outbox.to(user.email)).some((m) =>
        m.links.some((l) => l.endsWith(`/fill-ins/${request.id}`)),
      );
    expect(await wrote(sam)).toBe(true);
    expect(await wrote(pat)).toBe(false);
    expect(await wrote(alex)).toBe(false);
    expect(await wrote(vic)).toBe(false);
    // Nor may Pat take it.
    expect((await act(pat, request.id, 'take')).status).toBe(403);
  });
});

describe('"The airing changed"', () => {
  /** The request as stored, without the lazy check a take or a list would make. */
  const stateOf = async (id: string) =>
    requestOf(await manager.client.get(`/api/fill-ins/${id}`)).state;
  const closedMailTo = async (user: TestUser) =>
    (await app.outbox.to(user.email)).filter((m) =>
      m.subject.startsWith('Fill-in closed: Jazz Hour'),
    ).length;

  it('moving the airing closes its open request at once, removes its timers and tells the asker', async () => {
    const { weekId, id } = await placeJazz();
    const request = await ask(alex, id);
    const before = await closedMailTo(alex);
    const block = (await readWeek(manager.client, weekId)).blocks.find((b) => b.id === id)!;
    const moved = await manager.client.patch(`/api/scheduled-shows/${id}`, {
      json: { version: block.version, timeIndex: 48 },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await stateOf(request.id)).toBe('airing-changed');
    // Its alarms are gone; the e-mail waits on the jobs, written with the change.
    expect(await timersOf(request.id)).toEqual(['fill-ins.airing-changed']);
    await app.jobs.runDue();
    expect(await closedMailTo(alex)).toBe(before + 1);
    expect(await timersOf(request.id)).toEqual([]);
  });

  it('removing a taken airing closes it and tells the asker and the taker', async () => {
    const { id } = await placeJazz();
    const request = await ask(alex, id);
    expect((await act(sam, request.id, 'take')).status).toBe(200);
    const [alexBefore, samBefore] = [await closedMailTo(alex), await closedMailTo(sam)];
    expect((await manager.client.request('DELETE', `/api/scheduled-shows/${id}`)).status).toBe(200);
    expect(await stateOf(request.id)).toBe('airing-changed');
    await app.jobs.runDue();
    expect(await closedMailTo(alex)).toBe(alexBefore + 1);
    expect(await closedMailTo(sam)).toBe(samBefore + 1);
  });

  it('an edit that keeps the airing where it was (its name) leaves the request open', async () => {
    const { weekId, id } = await placeJazz();
    const request = await ask(alex, id);
    const block = (await readWeek(manager.client, weekId)).blocks.find((b) => b.id === id)!;
    const renamed = await manager.client.patch(`/api/scheduled-shows/${id}`, {
      json: { version: block.version, showName: 'Jazz Hour Special' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await stateOf(request.id)).toBe('open');
  });
});

describe('asking for fill-ins for an away period', () => {
  it('makes one request per airing inside it, skipping those already asked for', async () => {
    const first = await placeJazz();
    const second = await placeJazz();
    const wednesday = weekOf(await placeShow(manager.client, second.weekId, jazz, 3, 40, 4));
    expect(wednesday.blocks.filter((b) => b.showName === 'Jazz Hour')).toHaveLength(2);
    await ask(alex, first.id);
    const period = (
      await manager.client.post(`/api/djs/${entries.Alex!.id}/away-periods`, {
        json: { fromDate: first.weekId, toDate: addDays(second.weekId, 6) },
      })
    ).json<{ period: { id: string } }>().period;
    const url = `/api/fill-ins/away/${period.id}`;

    // Another member's period, a forged and a malformed id: 404.
    expect((await sam.client.post(url)).status).toBe(404);
    expect(
      (await alex.client.post('/api/fill-ins/away/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await alex.client.post('/api/fill-ins/away/nope')).status).toBe(404);
    expect((await alex.client.post(url, { json: { nonsense: 1 } })).status).toBe(422);

    const asked = await alex.client.post(url, { json: { note: 'On tour' } });
    expect(asked.status, asked.text).toBe(201);
    const answer = asked.json<{ made: number; skipped: number; requests: FillInRequestView[] }>();
    expect({ made: answer.made, skipped: answer.skipped }).toEqual({ made: 2, skipped: 1 });
    expect(answer.requests.map((r) => [r.airing.weekId, r.airing.dayIndex, r.note])).toEqual([
      [second.weekId, 2, 'On tour'],
      [second.weekId, 3, 'On tour'],
    ]);
    // Sam was written to about each.
    for (const r of answer.requests)
      expect(
        (await app.outbox.to(sam.email)).some((m) => m.links.some((l) => l.endsWith(r.id))),
      ).toBe(true);

    const again = await alex.client.post(url);
    expect(again.status).toBe(200);
    expect(again.json<{ made: number; skipped: number }>()).toMatchObject({ made: 0, skipped: 3 });
  });

  it('refuses a period with none of the DJ’s airings in it', async () => {
    const empty = (
      await manager.client.post(`/api/djs/${entries.Alex!.id}/away-periods`, {
        json: { fromDate: '2027-06-01', toDate: '2027-06-03' },
      })
    ).json<{ period: { id: string } }>().period;
    const refused = await alex.client.post(`/api/fill-ins/away/${empty.id}`);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe('None of your airings falls in this away period');
  });
});

describe('the activity log of a take', () => {
  type Entry = { action: string; weekId: string | null };
  const entriesOf = async (weekId: string) =>
    (await manager.client.get(`/api/activity?week=${weekId}`))
      .json<{ entries: Entry[] }>()
      .entries.filter((e) => e.weekId === weekId);

  it('is one entry, "took …", for a placed show and for a series date alike', async () => {
    const hook = await manager.client.post('/api/webhooks', {
      json: { url: 'http://127.0.0.1:9/hooks', events: ['schedule.changed'] },
    });
    expect(hook.status, hook.text).toBe(201);
    const placed = await placeJazz();
    expect((await setWeekStatus(manager.client, placed.weekId)).status).toBe(200);
    const first = await ask(alex, placed.id);
    const before = (await entriesOf(placed.weekId)).length;
    await app.db.execute(sql`delete from webhook_deliveries`);
    expect((await act(sam, first.id, 'take')).status).toBe(200);
    const after = await entriesOf(placed.weekId);
    expect(after.length - before).toBe(1);
    expect(after[0]!.action).toBe('fillin.take');
    // The finalized week's receivers hear of it once, from that entry.
    const events = (await app.db.select().from(webhookDeliveries))
      .map((d) => d.payload as WebhookPayload)
      .filter((p) => p.type === 'schedule.changed')
      .map((p) => [p.data.change, p.data.weekStartDate]);
    expect(events).toEqual([['fillin.take', placed.weekId]]);

    // A weekly series from here: next week's Tuesday is a generated date.
    const anchor = await placeJazz();
    const series = await manager.client.post(`/api/scheduled-shows/${anchor.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 },
      },
    });
    expect(series.status, series.text).toBe(201);
    const seriesId = weekOf(series).blocks.find((b) => b.id === anchor.id)!.recurringSeriesId!;
    const weekId = addDays(anchor.weekId, 7);
    const asked = await alex.client.post('/api/fill-ins', {
      json: { seriesId, date: addDays(weekId, 2) },
    });
    expect(asked.status, asked.text).toBe(201);
    const seriesBefore = (await entriesOf(weekId)).length;
    expect((await act(sam, requestOf(asked).id, 'take')).status).toBe(200);
    const seriesAfter = await entriesOf(weekId);
    expect(seriesAfter.length - seriesBefore).toBe(1);
    expect(seriesAfter[0]!.action).toBe('fillin.take');
    expect((await readWeek(manager.client, weekId)).blocks[0]!.djNames).toEqual(['Sam']);
  });
});

describe("a series' first show", () => {
  const jazzHosts = async (weekId: string) =>
    (await readWeek(manager.client, weekId)).blocks.find((b) => b.showName === 'Jazz Hour')!
      .djNames;

  it('hands over its own date only; a give back returns it, and later dates keep their host', async () => {
    // The series of the take's activity test runs two weeks past its own: skip them.
    nextWeek();
    nextWeek();
    const anchor = await placeJazz();
    const series = await manager.client.post(`/api/scheduled-shows/${anchor.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 3 },
      },
    });
    expect(series.status, series.text).toBe(201);
    const request = await ask(alex, anchor.id);
    const following = addDays(anchor.weekId, 7);
    // The series' later weeks are its own: no other test places there.
    nextWeek();
    nextWeek();
    expect((await act(sam, request.id, 'take')).status).toBe(200);
    expect(await jazzHosts(anchor.weekId)).toEqual(['Sam']);
    expect(await jazzHosts(following)).toEqual(['Alex']);

    // Still one airing that date, and the request still finds it.
    const week = await readWeek(manager.client, anchor.weekId);
    expect(week.blocks.filter((b) => b.showName === 'Jazz Hour')).toHaveLength(1);
    expect((await act(sam, request.id, 'give-back')).status).toBe(200);
    expect(await jazzHosts(anchor.weekId)).toEqual(['Alex']);
    expect(await jazzHosts(following)).toEqual(['Alex']);
  });
});

describe('one taker racing for two airings at the same time', () => {
  it('gets one: the second take sees the first hand-over and is refused as on air elsewhere', async () => {
    const { weekId, id: jazzId } = await placeJazz();
    const patsHour = await createShow(manager, {
      name: "Pat's Hour",
      duration: 1,
      djIds: [entries.Pat!.id],
    });
    const week = weekOf(await placeShow(manager.client, weekId, patsHour, 2, 40, 4));
    const patsId = week.blocks.find((b) => b.showName === "Pat's Hour")!.id;
    const jazzAsk = await ask(alex, jazzId);
    const patAsk = await pat.client.post('/api/fill-ins', { json: { scheduledShowId: patsId } });
    expect(patAsk.status, patAsk.text).toBe(201);
    const takes = await Promise.all([
      act(sam, jazzAsk.id, 'take'),
      act(sam, requestOf(patAsk).id, 'take'),
    ]);
    expect(takes.map((t) => t.status).sort()).toEqual([200, 403]);
    const samsBlocks = (await readWeek(manager.client, weekId)).blocks.filter((b) =>
      b.djNames.includes('Sam'),
    );
    expect(samsBlocks).toHaveLength(1);
  });
});

describe('one member’s waiting requests', () => {
  it(`stop at ${OPEN_FILL_INS_PER_ASKER}: the next ask is refused until some are withdrawn`, async () => {
    const first = await placeJazz();
    const asked = await ask(alex, first.id);
    // Copies of Alex's request for other airings, up to the limit (their keys name no airing);
    // earlier tests left some of Alex's requests waiting too.
    const waitingOfAlex = async () =>
      (
        await app.db
          .select({ id: fillInRequests.id })
          .from(fillInRequests)
          .where(
            and(
              eq(fillInRequests.askedBy, alex.id),
              inArray(fillInRequests.state, ['open', 'pending-approval']),
            ),
          )
      ).length;
    const [row] = await app.db.select().from(fillInRequests).where(eq(fillInRequests.id, asked.id));
    const { id: _id, ...rest } = row!;
    await app.db.insert(fillInRequests).values(
      Array.from({ length: OPEN_FILL_INS_PER_ASKER - (await waitingOfAlex()) }, (_, i) => ({
        ...rest,
        airingKey: `show:limit-${i}`,
        // Asked before this hour: the hourly pace of asks (decision 0075) is another limit.
        createdAt: new Date(NOW.getTime() - 2 * 3_600_000),
      })),
    );
    const second = await placeJazz();
    const refused = await alex.client.post('/api/fill-ins', {
      json: { scheduledShowId: second.id },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(
      `You have ${OPEN_FILL_INS_PER_ASKER} fill-in requests waiting: withdraw some, or wait for them to be taken, before asking again`,
    );

    expect((await act(alex, asked.id, 'withdraw')).status).toBe(200);
    await ask(alex, second.id);
    await app.db.execute(sql`delete from fill_in_requests where airing_key like 'show:limit-%'`);
  });
});
