import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UndoOffer } from '../../../shared/schemas/undo';
import { addDays } from '../../../shared/schedule/week';
import type { Show } from '../../../shared/schemas/show';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createDj, createShow, placedBlock, setWeekStatus } from '../../test/schedule-set-up';
import { CHANGES_JOB, GATHER_MS } from './change-notices';

/** Bulk writes reaching finalized weeks tell each host one summary (issue 34, decision 0071). */
const SOURCE = '2026-11-29';
const EIGHT = Array.from({ length: 8 }, (_, i) => addDays(SOURCE, 7 * (i + 1)));
let now = new Date('2026-11-20T12:00:00Z');
const clock = { timeZone: 'Europe/London', now: () => now };
const { app, manager, bob, sam } = useTestApp(
  { station: clock },
  { manager: { name: 'Morgan' }, bob: { name: 'Bob' }, sam: { name: 'Sam' } },
);
let jazz: Show;
let news: Show;

const changeMails = async (user: TestUser) =>
  (await app.outbox.to(user.email)).filter((m) => /change/i.test(m.subject));
/** The pending job's two runs: the window opens, and two minutes on everyone is told. */
async function tellPending() {
  await app.jobs.runDue(CHANGES_JOB);
  now = new Date(now.getTime() + GATHER_MS);
  await app.jobs.runDue(CHANGES_JOB);
}
async function finalize(weekIds: readonly string[]) {
  for (const weekId of weekIds)
    expect((await setWeekStatus(manager.client, weekId)).status).toBe(200);
}

beforeAll(async () => {
  for (const [user, name] of [
    [bob, 'Bob'],
    [sam, 'Sam'],
  ] as const) {
    const dj = await createDj(manager, { name });
    const linked = await manager.client.request('PUT', `/api/team/members/${user.id}/dj`, {
      json: { djId: dj.id },
    });
    expect(linked.status).toBe(200);
    if (name === 'Bob')
      jazz = await createShow(manager, { name: 'Jazz Hour', duration: 1, djIds: [dj.id] });
    else news = await createShow(manager, { name: 'News', duration: 1, djIds: [dj.id] });
  }
});

describe('bulk changes to finalized weeks', () => {
  it('undoing a copy to 8 weeks finalized since tells each host one summary', async () => {
    await placedBlock(manager.client, SOURCE, news, 1, 40, 4);
    const copied = await manager.client.post(`/api/weeks/${SOURCE}/copy`, {
      json: { mode: 'weeks', count: 8 },
    });
    expect(copied.status, copied.text).toBe(200);
    const offer = copied.json<{ undo: UndoOffer }>().undo;
    await finalize(EIGHT);
    await tellPending();
    const undone = await manager.client.post('/api/scheduled-shows/restore', {
      json: { token: offer.token },
    });
    expect(undone.status, undone.text).toBe(201);
    await tellPending();
    const mails = await changeMails(sam);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('8 changes to your shows at Radio Station');
    expect(mails[0]!.text.match(/was removed from the schedule/g)).toHaveLength(8);
    expect(await changeMails(manager)).toHaveLength(0);
  });

  it('a series reaching 8 finalized weeks tells its host one summary', async () => {
    const placed = await placedBlock(manager.client, SOURCE, jazz, 3, 40, 4);
    const made = await manager.client.post(`/api/scheduled-shows/${placed.id}/series`, {
      json: {
        rule: { frequency: 'weekly', interval: 1, byWeekday: [3], endType: 'count', count: 9 },
      },
    });
    expect(made.status, made.text).toBe(201);
    await tellPending();
    const mails = await changeMails(bob);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('8 changes to your shows at Radio Station');
    expect(mails[0]!.text.match(/is now yours/g)).toHaveLength(8);
  });

  it('a week finalized before snapshots existed is told of its first change', async () => {
    const week = addDays(SOURCE, 7 * 10);
    const block = await placedBlock(manager.client, week, jazz, 2, 40, 4);
    await finalize([week]);
    await tellPending();
    // As a week finalized by an earlier version left it: no snapshot.
    await app.db.execute(sql`delete from notice_week_snapshots where week_id = ${week}`);
    const before = (await changeMails(bob)).length;
    const moved = await manager.client.patch(`/api/scheduled-shows/${block.id}`, {
      json: { version: block.version, timeIndex: 48 },
    });
    expect(moved.status, moved.text).toBe(200);
    await tellPending();
    const mails = await changeMails(bob);
    expect(mails).toHaveLength(before + 1);
    expect(mails.map((m) => m.text).join('\n')).toContain(
      'Jazz Hour (Tue 9 Feb, 10:00–11:00) moved to Tue 9 Feb, 12:00–13:00',
    );
  });
});
