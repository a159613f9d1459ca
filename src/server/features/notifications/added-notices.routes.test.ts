import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UndoOffer } from '../../../shared/schemas/undo';
import { addDays } from '../../../shared/schedule/week';
import type { Show } from '../../../shared/schemas/show';
import { jobs, scheduledShows } from '../../db/schema';
import { writeJob } from '../../jobs/job-store';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createShow, linkedDjs, placedBlock } from '../../test/schedule-set-up';
import { CHANGES_JOB, GATHER_MS } from './change-notices';

/**
 * A bulk write adding airings to draft weeks (Copy Week, an import) tells each host one summary
 * per write (issue 34, decision 0071 amended).
 */
const FIRST = '2026-11-29';
let now = new Date('2026-11-20T12:00:00Z');
const clock = { timeZone: 'Europe/London', now: () => now };
const { app, manager, bob, sam, ada, cy } = useTestApp(
  { station: clock },
  {
    manager: { name: 'Morgan' },
    bob: { name: 'Bob' },
    sam: { name: 'Sam' },
    ada: { name: 'Ada' },
    cy: { name: 'Cy' },
  },
);
const shows: Record<string, Show> = {};
const seriesOf = async (blockId: string) =>
  (await app.db.select().from(scheduledShows).where(eq(scheduledShows.id, blockId)))[0]!
    .recurringSeriesId!;

/** What each person was told of added airings: their centre's entries and their e-mails. */
const centre = async (user: TestUser) =>
  (await user.client.get('/api/notifications'))
    .json<{ notices: { title: string; lines: string[]; link: string }[] }>()
    .notices.filter((n) => /new airing/.test(n.title));
const mails = async (user: TestUser) =>
  (await app.outbox.to(user.email)).filter((m) => /new airing/.test(m.subject));
/** The pending job's two runs: the window opens, and two minutes on everyone is told. */
async function tellPending() {
  await app.jobs.runDue(CHANGES_JOB);
  now = new Date(now.getTime() + GATHER_MS);
  await app.jobs.runDue(CHANGES_JOB);
}
async function copyToEight(source: string) {
  const copied = await manager.client.post(`/api/weeks/${source}/copy`, {
    json: { mode: 'weeks', count: 8 },
  });
  expect(copied.status, copied.text).toBe(200);
  return copied.json<{ undo: UndoOffer }>().undo;
}

beforeAll(async () => {
  const djs = await linkedDjs(manager, [
    [bob, 'Bob'],
    [sam, 'Sam'],
    [ada, 'Ada'],
    [cy, 'Cy'],
  ]);
  // Sam reads times in his own zone, the station's beside them.
  expect(
    (await sam.client.patch('/api/profile', { json: { timezone: 'America/New_York' } })).status,
  ).toBe(200);
  const off = await ada.client.patch('/api/notifications/settings', {
    json: { kinds: { showChanges: { email: false, inApp: true } } },
  });
  expect(off.status).toBe(200);
  for (const [name, dj] of [
    ['Jazz Hour', djs.Bob!],
    ['News', djs.Sam!],
    ['Ada Live', djs.Ada!],
    ['Cy Mix', djs.Cy!],
  ] as const)
    shows[name] = await createShow(manager, { name, duration: 1, djIds: [dj.id] });
  expect((await manager.client.post(`/api/team/members/${cy.id}/suspend`)).status).toBe(200);
});

describe('airings added to draft weeks', () => {
  const copyFirst = async () => {
    await placedBlock(manager.client, FIRST, shows['Jazz Hour']!, 2, 76, 4);
    await placedBlock(manager.client, FIRST, shows['News']!, 3, 40, 4);
    await placedBlock(manager.client, FIRST, shows['Jazz Hour']!, 4, 76, 4);
    await placedBlock(manager.client, FIRST, shows['Ada Live']!, 5, 40, 4);
    await placedBlock(manager.client, FIRST, shows['Cy Mix']!, 6, 40, 4);
    await copyToEight(FIRST);
  };

  it('copying a week to 8 weeks tells each host one summary; the manager nothing', async () => {
    await copyFirst();
    await app.jobs.runDue(CHANGES_JOB); // opens the two-minute window
    expect(await mails(bob)).toHaveLength(0);
    now = new Date(now.getTime() + GATHER_MS);
    await app.jobs.runDue(CHANGES_JOB);

    const [bobs, bobMails] = [await centre(bob), await mails(bob)];
    expect(bobs).toHaveLength(1);
    expect(bobMails).toHaveLength(1);
    expect(bobs[0]!.title).toBe('Jazz Hour: 16 new airings at Radio Station');
    expect(bobs[0]!.link).toBe('/my-shows');
    expect(bobs[0]!.lines).toEqual([
      'Your shows were added to draft weeks at Radio Station (times in Europe/London):',
      '• Jazz Hour: 16 airings, Tue 19:00–20:00 and Thu 19:00–20:00, weeks of 6 Dec – 24 Jan (drafts: times may still change)',
    ]);
    expect(bobMails[0]!.text).toContain(bobs[0]!.lines[1]);

    const [sams, samMails] = [await centre(sam), await mails(sam)];
    expect(sams).toHaveLength(1);
    expect(samMails).toHaveLength(1);
    expect(sams[0]!.lines[1]).toBe(
      '• News: 8 airings, Wed 05:00–06:00 / Wed 10:00–11:00 station time, weeks of 6 Dec – 24 Jan (drafts: times may still change)',
    );
    expect(await centre(manager)).toHaveLength(0);
    expect(await mails(manager)).toHaveLength(0);
  });

  it('e-mail turned off: the centre only; a suspended member: nothing', async () => {
    expect(await centre(ada)).toHaveLength(1);
    expect(await mails(ada)).toHaveLength(0);
    expect(await mails(cy)).toHaveLength(0);
    const [row] = await app.db.select({ n: jobs.id }).from(jobs).where(eq(jobs.name, CHANGES_JOB));
    expect(row).toBeUndefined();
  });

  it('the telling run again (a process stopped before it finished) tells nothing more', async () => {
    const copied = addDays(FIRST, 70);
    await placedBlock(manager.client, copied, shows['News']!, 1, 40, 4);
    const before = (await mails(sam)).length;
    await copyToEight(copied);
    await app.jobs.runDue(CHANGES_JOB);
    const [pending] = await app.db.select().from(jobs).where(eq(jobs.name, CHANGES_JOB));
    now = new Date(now.getTime() + GATHER_MS);
    await app.jobs.runDue(CHANGES_JOB);
    expect(await mails(sam)).toHaveLength(before + 1);
    // As a run killed after telling and before its job was deleted leaves it.
    await writeJob(app.db, { ...pending!, runAt: now });
    await app.jobs.runDue(CHANGES_JOB);
    expect(await mails(sam)).toHaveLength(before + 1);
    expect(await centre(sam)).toHaveLength(before + 1);
  });

  it('a copy undone within the window tells nobody', async () => {
    const copied = addDays(FIRST, 140);
    await placedBlock(manager.client, copied, shows['Jazz Hour']!, 1, 40, 4);
    const before = (await mails(bob)).length;
    const offer = await copyToEight(copied);
    await app.jobs.runDue(CHANGES_JOB);
    const undone = await manager.client.post('/api/scheduled-shows/restore', {
      json: { token: offer.token },
    });
    expect(undone.status, undone.text).toBe(201);
    await tellPending();
    expect(await mails(bob)).toHaveLength(before);
    expect(await centre(bob)).toHaveLength(before);
  });

  it('an import into a draft week tells each host one summary', async () => {
    const exported = await manager.client.get(`/api/weeks/${FIRST}/export.json`);
    expect(exported.status).toBe(200);
    const target = addDays(FIRST, 210);
    const before = (await mails(bob)).length;
    const form = new FormData();
    form.append('file', new Blob([exported.text]), 'week.json');
    form.append('sourceWeek', FIRST);
    const imported = await manager.client.post(`/api/weeks/${target}/import`, { form });
    expect(imported.status, imported.text).toBe(201);
    await tellPending();
    const told = await mails(bob);
    expect(told).toHaveLength(before + 1);
    expect(told[0]!.text).toContain(
      'Jazz Hour: 2 airings, Tue 19:00–20:00 and Thu 19:00–20:00, week of 27 Jun (drafts: times may still change)',
    );
    expect(await mails(manager)).toHaveLength(0);
  });

  it('a season carried forward tells each host of the dates it gained, once', async () => {
    const season = async (name: string, firstDay: string, lastDay: string) => {
      const made = await manager.client.post('/api/seasons', { json: { name, firstDay, lastDay } });
      expect(made.status, made.text).toBe(201);
      return made.json<{ season: { id: string } }>().season.id;
    };
    const winter = await season('Winter', '2027-01-03', '2027-02-27');
    await season('Spring', '2027-03-07', '2027-04-24');
    const first = await placedBlock(manager.client, '2027-01-03', shows['Jazz Hour']!, 5, 76, 4);
    const made = await manager.client.post(`/api/scheduled-shows/${first.id}/series`, {
      json: { rule: { frequency: 'weekly', interval: 1, endType: 'never' }, seasonId: winter },
    });
    expect(made.status, made.text).toBe(201);
    await tellPending();
    const before = (await mails(bob)).length;
    const carried = await manager.client.post(`/api/seasons/${winter}/carry`, {
      json: { seriesIds: [await seriesOf(first.id)] },
    });
    expect(carried.status, carried.text).toBe(200);
    await tellPending();
    const told = await mails(bob);
    expect(told).toHaveLength(before + 1);
    expect(told[0]!.text).toContain(
      'Jazz Hour: 8 airings, Fri 19:00–20:00, weeks of 28 Feb – 18 Apr (drafts: times may still change)',
    );
    expect(await mails(manager)).toHaveLength(0);
  });
});
