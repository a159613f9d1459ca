import { beforeAll, describe, expect, it } from 'vitest';
import { sampleWeekDocument } from '../../shared/exchange/week-document/sample-week-document';
import { addDays } from '../../shared/schedule/week';
import type { Show } from '../../shared/schemas/show';
import type { HttpResponse } from '../test/http-client';
import type { TestUser } from '../test/test-app';
import { stationAt, useTestApp } from '../test/use-test-app';
import { createDj } from '../test/schedule-set-up';
import { untilWaiting } from '../test/lock-waits';

/**
 * No write leaves a reference to a deleted row: an import that creates shows naming a DJ, racing
 * the delete of that DJ (or of a library show it places), stores no id of a deleted row, and
 * every show it leaves can be saved again unchanged.
 */
const NOW = new Date('2026-11-22T12:00:00Z');
const ROUNDS = 20;

const { app } = useTestApp(stationAt(NOW));
let staff: TestUser;
let other: TestUser;

beforeAll(async () => {
  [staff, other] = await Promise.all([app.createUser(), app.createUser()]);
});

/** The sample week with its shows renamed for the round, all hosted by `djName`. */
function roundDocument(round: number, djName: string) {
  const document = sampleWeekDocument();
  for (const show of [...document.shows, ...document.placements]) {
    if ('name' in show) show.name = `${show.name} ${round}`;
    if ('showName' in show) show.showName = `${show.showName} ${round}`;
    show.djNames = [djName];
  }
  return JSON.stringify(document);
}

function importInto(weekId: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), 'week.json');
  return staff.client.post(`/api/weeks/${weekId}/import`, { form });
}

/** Show ids and DJ ids that name no row. */
async function danglingReferences() {
  const { rows } = await app.database.pool.query<{ show: string; dangling: string }>(
    `select s.id as show, d as dangling from shows s, unnest(s.dj_ids) d
     where not exists (select 1 from djs where djs.id = d)`,
  );
  return rows;
}

describe('an import racing deletes', () => {
  /*
   * The widest window of the race, made certain: a transaction of the test holds the schedule's
   * revision row, which every schedule write moves at its commit, so the import stops at its
   * commit with its rows written while the DJ's delete runs. A delete that could finish then
   * would clean every show but the import's own, not yet committed one.
   */
  it(`stores no id of a DJ deleted meanwhile (${ROUNDS} rounds)`, async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const djName = `Race DJ ${round}`;
      const dj = await createDj(staff, { name: djName });
      const weekId = addDays('2027-01-03', 7 * 4 * round);
      const holder = await app.database.pool.connect();
      let imported: Promise<HttpResponse>;
      let deleted: Promise<HttpResponse>;
      try {
        await holder.query('begin');
        await holder.query(`select * from revisions where name = 'schedule' for update`);
        imported = importInto(weekId, roundDocument(round, djName));
        await untilWaiting(app.database.pool, 1, imported);
        deleted = other.client.request('DELETE', `/api/djs/${dj.id}`);
        await untilWaiting(app.database.pool, 2, deleted);
      } finally {
        await holder.query('rollback');
        holder.release();
      }
      const [i, d] = await Promise.all([imported, deleted]);
      expect(i.status, i.text).toBeLessThan(500);
      expect(d.status, d.text).toBe(204);
      statuses.add(i.status);
    }
    expect(await danglingReferences()).toEqual([]);
    // Every show the imports created saves again unchanged.
    const library = (await staff.client.get('/api/shows')).json<{ shows: Show[] }>().shows;
    for (const show of library) {
      const {
        id: _id,
        djNames: _names,
        fillInHostNames: _fillIns,
        createdAt: _c,
        updatedAt: _u,
        ...values
      } = show;
      const saved = await staff.client.request('PUT', `/api/shows/${show.id}`, {
        json: { ...values, description: values.description ?? '', imageUrl: values.imageUrl ?? '' },
      });
      expect(saved.status, saved.text).toBe(200);
    }
    expect([...statuses].every((s) => s === 201 || s === 409)).toBe(true);
  });
});
