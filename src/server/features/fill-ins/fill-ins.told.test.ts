import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AwayFillInsPreview,
  FillInReadAnswer,
  FillInRequestView,
} from '../../../shared/schemas/fill-ins';
import type { Dj } from '../../../shared/schemas/dj';
import { addDays } from '../../../shared/schedule/week';
import type { Show } from '../../../shared/schemas/show';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fillInSteps } from '../../test/fill-in-set-up';
import {
  createDj,
  createShow,
  linkedDjs,
  placeShow,
  weekOf,
  weekStretches,
} from '../../test/schedule-set-up';

/*
 * Who is told when a fill-in is taken, waits for approval, is approved or declined (issue 33 item
 * 5), what a request's page may offer its reader (GET /api/fill-ins/:id), and the away period's
 * count before "Ask for fill-ins for the N airings while you're away".
 */

// Sunday noon in London; each test places Jazz Hour (Alex's) in weeks of its own.
const now = new Date('2026-11-29T12:00:00Z');
const { app, manager, alex, sam, pat, quinn } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  {
    manager: {},
    alex: { name: 'Alex' },
    sam: { name: 'Sam' },
    pat: { name: 'Pat' },
    quinn: { name: 'Quinn' },
  },
);
const nextWeek = weekStretches('2026-12-06', 1);
let jazz: Show;
const entries: Record<string, Dj> = {};

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
});

const steps = fillInSteps(manager);
const { setPolicy } = steps;

/** Jazz Hour on Tuesday 10:00 of a week of its own, asked for by Alex. */
async function askedJazz(): Promise<{ weekId: string; request: FillInRequestView }> {
  const weekId = nextWeek();
  return { weekId, request: await steps.ask(alex, await steps.placeOnTuesday(weekId, jazz)) };
}

/** `user`'s take, approval or decline, which must pass. */
const act = async (user: TestUser, id: string, action: string) => {
  const answer = await steps.act(user, id, action);
  expect(answer.status, answer.text).toBe(200);
};

/** The subjects of the e-mails a member got about a request. */
const subjectsAbout = async (user: TestUser, id: string) =>
  (await app.outbox.to(user.email))
    .filter((m) => m.links.some((l) => l.endsWith(`/fill-ins/${id}`)))
    .map((m) => m.subject);

const read = async (user: TestUser, id: string) => {
  const answer = await user.client.get(`/api/fill-ins/${id}`);
  expect(answer.status).toBe(200);
  return answer.json<FillInReadAnswer>();
};

describe('the e-mail on take', () => {
  it('tells the asker and the managers, not the taker nor anyone else', async () => {
    const { request } = await askedJazz();
    await act(sam, request.id, 'take');
    const taken = 'Sam is taking Jazz Hour on Tue 8 Dec';
    expect(await subjectsAbout(alex, request.id)).toContain(taken);
    expect(await subjectsAbout(manager, request.id)).toContain(taken);
    expect(await subjectsAbout(sam, request.id)).not.toContain(taken);
    expect(await subjectsAbout(pat, request.id)).not.toContain(taken);
    const letter = (await app.outbox.to(alex.email)).find((m) => m.subject === taken)!;
    expect(letter.text).toContain('Sam took Jazz Hour at');
    expect(letter.text).toContain('for Alex.');
  });

  it('under approval: the managers are asked, the approval tells the asker and the taker, a decline the taker', async () => {
    await setPolicy('approval');
    try {
      const { request } = await askedJazz();
      await act(sam, request.id, 'take');
      const waiting = 'Approve a fill-in: Sam for Jazz Hour on Tue 15 Dec';
      expect(await subjectsAbout(manager, request.id)).toContain(waiting);
      expect(await subjectsAbout(alex, request.id)).not.toContain(waiting);

      await act(manager, request.id, 'decline');
      expect(await subjectsAbout(sam, request.id)).toContain(
        'Fill-in declined: Jazz Hour on Tue 15 Dec',
      );

      await act(pat, request.id, 'take');
      await act(manager, request.id, 'approve');
      const taken = 'Pat is taking Jazz Hour on Tue 15 Dec';
      expect(await subjectsAbout(alex, request.id)).toContain(taken);
      expect(await subjectsAbout(pat, request.id)).toContain(taken);
      // The manager who approved is not told of their own approval.
      expect(await subjectsAbout(manager, request.id)).not.toContain(taken);
    } finally {
      await setPolicy('any');
    }
  });
});

describe('a request as its reader may act on it', () => {
  it('offers Take to an eligible member, Withdraw to the asker, Give it back to the taker', async () => {
    const { request } = await askedJazz();
    expect(await read(sam, request.id)).toMatchObject({ actions: ['take'], cannotTake: null });
    expect(await read(alex, request.id)).toMatchObject({
      actions: ['withdraw'],
      cannotTake: 'host',
    });
    expect(await read(manager, request.id)).toMatchObject({
      actions: ['withdraw'],
      cannotTake: 'not-a-dj',
    });
    await act(sam, request.id, 'take');
    expect((await read(sam, request.id)).actions).toEqual(['give-back']);
    expect(await read(pat, request.id)).toMatchObject({ actions: [], cannotTake: null });
    expect((await read(alex, request.id)).request.takenBy).toMatchObject({ name: 'Sam' });
  });

  it('offers Approve and Decline to managers only, while a take waits', async () => {
    await setPolicy('approval');
    try {
      const { request } = await askedJazz();
      await act(sam, request.id, 'take');
      expect((await read(manager, request.id)).actions).toEqual(['withdraw', 'approve', 'decline']);
      expect((await read(alex, request.id)).actions).toEqual(['withdraw']);
      expect((await read(sam, request.id)).actions).toEqual([]);
    } finally {
      await setPolicy('any');
    }
  });
});

describe('a member whose DJ entry carries their e-mail (no link made on the Team page)', () => {
  it('is e-mailed, may take, and as the host may ask', async () => {
    const entry = await createDj(manager, { name: 'Quinn', email: quinn.email.toUpperCase() });
    const { request } = await askedJazz();
    expect(await subjectsAbout(quinn, request.id)).toEqual([
      expect.stringMatching(/^Fill-in wanted: Jazz Hour on /),
    ]);
    expect((await read(quinn, request.id)).actions).toEqual(['take']);
    await act(quinn, request.id, 'take');
    expect((await read(alex, request.id)).request.takenBy).toMatchObject({ name: 'Quinn' });

    const quinnsShow = await createShow(manager, {
      name: 'Quinn Live',
      duration: 1,
      djIds: [entry.id],
    });
    const week = weekOf(await placeShow(manager.client, nextWeek(), quinnsShow, 4, 40, 4));
    const scheduledShowId = week.blocks.find((b) => b.showName === 'Quinn Live')!.id;
    const asked = await quinn.client.post('/api/fill-ins', { json: { scheduledShowId } });
    expect(asked.status, asked.text).toBe(201);
  });
});

describe("an away period's airings before asking", () => {
  it('counts the airings inside it and those already asked for; others’ periods are a 404', async () => {
    const { weekId, request } = await askedJazz();
    const period = (
      await alex.client.post(`/api/djs/${entries.Alex!.id}/away-periods`, {
        json: { fromDate: weekId, toDate: addDays(weekId, 6) },
      })
    ).json<{ period: { id: string } }>().period;
    const url = `/api/fill-ins/away/${period.id}`;
    expect((await alex.client.get(url)).json<AwayFillInsPreview>()).toEqual({
      airings: 1,
      asked: 1,
    });
    await act(alex, request.id, 'withdraw');
    expect((await alex.client.get(url)).json<AwayFillInsPreview>()).toEqual({
      airings: 1,
      asked: 0,
    });
    expect((await sam.client.get(url)).status).toBe(404);
    expect((await manager.client.get(url)).status).toBe(200);
    expect((await alex.client.get('/api/fill-ins/away/nope')).status).toBe(404);
  });
});
