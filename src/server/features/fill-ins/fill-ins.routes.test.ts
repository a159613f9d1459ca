import { beforeAll, describe, expect, it } from 'vitest';
import type { Show } from '../../../shared/schemas/show';
import { FILL_IN_PHRASES } from '../../../shared/activity/fill-in-phrases';
import { startTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fillInSteps, requestOf } from '../../test/fill-in-set-up';
import { createDj, createShow, placeShow, readWeek, weekOf } from '../../test/schedule-set-up';
import { ENGLISH_ACTIVITY_WORDS } from '../../../shared/activity/english-activity-words';

// The station's clock, moved by the tests: Sunday noon in London; Jazz Hour is on Tue 1 Dec 10:00.
let now = new Date('2026-11-29T12:00:00Z');
const WEEK = '2026-11-29';
const { app, manager, alex, sam, pat } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  { manager: {}, alex: { name: 'Alex' }, sam: { name: 'Sam' }, pat: { name: 'Pat' } },
);
let jazz: Show;
let placedId: string;

const { link } = fillInSteps(manager);

beforeAll(async () => {
  const [a, s, p] = [
    await createDj(manager, { name: 'Alex' }),
    await createDj(manager, { name: 'Sam' }),
    await createDj(manager, { name: 'Pat' }),
  ];
  await link(alex, a.id);
  await link(sam, s.id);
  await link(pat, p.id);
  jazz = await createShow(manager, { name: 'Jazz Hour', duration: 1, djIds: [a.id] });
  const week = weekOf(await placeShow(manager.client, WEEK, jazz, 2, 40, 4));
  placedId = week.blocks.find((b) => b.showName === 'Jazz Hour')!.id;
});

const describeFillIn = (action: string, d: Record<string, unknown>) =>
  FILL_IN_PHRASES[action]!(d, ENGLISH_ACTIVITY_WORDS);

describe('fill-in requests', () => {
  it('lets the host ask, and of two racing takers exactly one wins; the grid shows the taker', async () => {
    expect(
      (await sam.client.post('/api/fill-ins', { json: { scheduledShowId: placedId } })).status,
    ).toBe(403);
    const asked = await alex.client.post('/api/fill-ins', {
      json: { scheduledShowId: placedId, note: 'Family wedding' },
    });
    expect(asked.status).toBe(201);
    const request = requestOf(asked);
    expect(request).toMatchObject({ state: 'open', hosts: ['Alex'], note: 'Family wedding' });
    const again = await manager.client.post('/api/fill-ins', {
      json: { scheduledShowId: placedId },
    });
    expect(again.status).toBe(409);
    // Sam and Pat were written to, each with a link to the request; Alex (the host) was not.
    expect(
      (await app.outbox.to(sam.email)).some((m) =>
        m.links.includes(`${new URL(m.links[0]!).origin}/fill-ins/${request.id}`),
      ),
    ).toBe(true);

    const [one, two] = await Promise.all([
      sam.client.post(`/api/fill-ins/${request.id}/take`),
      pat.client.post(`/api/fill-ins/${request.id}/take`),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = one.status === 409 ? one : two;
    const winner = one.status === 200 ? 'Sam' : 'Pat';
    expect(loser.json<{ error: { message: string } }>().error.message).toBe(
      `Already taken by ${winner}`,
    );
    const week = await readWeek(manager.client, WEEK);
    expect(week.blocks.find((b) => b.id === placedId)!.djNames).toEqual([winner]);
    const log = await manager.client.get('/api/activity');
    const entry = log
      .json<{
        entries: { action: string; actorName: string; details: Record<string, unknown> }[];
      }>()
      .entries.find((e) => e.action === 'fillin.take')!;
    expect(`${entry.actorName} ${describeFillIn(entry.action, entry.details)}`).toBe(
      `${winner} took Jazz Hour on Tue 1 Dec for Alex`,
    );
  });

  it('refuses forged ids with 404 and bad input with 4xx', async () => {
    expect((await sam.client.post('/api/fill-ins/not-an-id/take')).status).toBe(404);
    expect(
      (await sam.client.post('/api/fill-ins/00000000-0000-4000-8000-000000000000/take')).status,
    ).toBe(404);
    expect(
      (
        await alex.client.post('/api/fill-ins', {
          json: { scheduledShowId: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    expect((await alex.client.post('/api/fill-ins', { json: { nonsense: 1 } })).status).toBe(422);
  });

  it('escalates at airtime − 48 h and closes as Not filled at airtime, across a restart', async () => {
    const week = weekOf(await placeShow(manager.client, '2026-12-06', jazz, 3, 40, 4));
    const id = week.blocks.find((b) => b.showName === 'Jazz Hour')!.id; // Wed 9 Dec 10:00 London
    const request = requestOf(
      await alex.client.post('/api/fill-ins', { json: { scheduledShowId: id } }),
    );
    const second = await startTestApp({
      shareDatabaseOf: app,
      station: { timeZone: 'Europe/London', now: () => now },
    });
    try {
      now = new Date('2026-12-07T09:59:00Z');
      await second.jobs.runDue();
      expect(requestOf(await manager.client.get(`/api/fill-ins/${request.id}`)).escalated).toBe(
        false,
      );
      now = new Date('2026-12-07T10:00:00Z');
      await second.jobs.runDue();
      expect(requestOf(await manager.client.get(`/api/fill-ins/${request.id}`)).escalated).toBe(
        true,
      );
      expect(
        (await app.outbox.to(manager.email)).some((m) =>
          m.subject.startsWith('Nobody has taken Jazz Hour'),
        ),
      ).toBe(true);
      now = new Date('2026-12-09T10:00:00Z');
      await second.jobs.runDue();
      expect(requestOf(await manager.client.get(`/api/fill-ins/${request.id}`)).state).toBe(
        'not-filled',
      );
      const taken = await sam.client.post(`/api/fill-ins/${request.id}/take`);
      expect(taken.status).toBe(409);
    } finally {
      await second.close();
      now = new Date('2026-11-29T12:00:00Z');
    }
  });

  it("writes to each member in their own language, and refuses in the request's", async () => {
    const saved = await pat.client.patch('/api/profile', { json: { language: 'de' } });
    expect(saved.status, saved.text).toBe(200);
    const week = weekOf(await placeShow(manager.client, '2026-12-13', jazz, 4, 40, 4));
    const id = week.blocks.find((b) => b.showName === 'Jazz Hour')!.id; // Thu 17 Dec 10:00 London
    const request = requestOf(
      await alex.client.post('/api/fill-ins', { json: { scheduledShowId: id } }),
    );
    const subjects = async (address: string) =>
      (await app.outbox.to(address)).map((m) => m.subject);
    expect(await subjects(pat.email)).toContain('Vertretung gesucht: Jazz Hour am Do., 17. Dez.');
    expect(await subjects(sam.email)).toContain('Fill-in wanted: Jazz Hour on Thu 17 Dec');
    const refused = await sam.client.post(`/api/fill-ins/${request.id}/withdraw`, {
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Solo quien la pidió o un responsable de la emisora puede retirar esta solicitud',
    );
  });
});
