import { desc, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityEntryView } from '../../../shared/activity/activity-entry';
import { describeActivity } from '../../../shared/activity/describe-activity';
import type { Season } from '../../../shared/schedule/seasons';
import { pgErrorOf } from '../../db/database-error';
import { activityLog, seasons } from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import type { HttpResponse } from '../../test/http-client';
import { useTestApp } from '../../test/use-test-app';
import { errorOf } from '../../test/schedule-set-up';
import { ENGLISH_ACTIVITY_WORDS } from '../../../shared/activity/english-activity-words';

/**
 * Station Settings → Seasons (decision 0056): managers add, change and delete seasons, every
 * member reads them; every refusal is a 4xx at its field; overlapping seasons are refused even
 * when two requests race (the database's exclusion constraint); each change is logged and live.
 */
const { app, manager, dj } = useTestApp(
  {
    station: { timeZone: 'America/New_York', now: () => new Date('2027-08-02T12:00:00Z') },
  },
  { manager: { name: 'Morgan' }, dj: { name: 'Dana' } },
);

const create = (body: object, who = manager) => who.client.post('/api/seasons', { json: body });
const seasonOf = (r: HttpResponse) => r.json<{ season: Season }>().season;

describe('seasons', () => {
  it('a manager adds, changes and deletes one; everyone reads them; each change is logged', async () => {
    const made = await create({
      name: '  Fall 2027 ',
      firstDay: '2027-09-06',
      lastDay: '2027-12-18',
    });
    expect(made.status, made.text).toBe(201);
    const fall = seasonOf(made);
    expect(fall).toMatchObject({
      name: 'Fall 2027',
      firstDay: '2027-09-06',
      lastDay: '2027-12-18',
    });
    const read = await dj.client.get('/api/seasons');
    expect(read.status).toBe(200);
    expect(read.json<{ seasons: Season[] }>().seasons).toEqual([fall]);

    const changed = await manager.client.patch(`/api/seasons/${fall.id}`, {
      json: { name: 'Autumn 2027', firstDay: '2027-09-05', lastDay: '2027-12-18' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(seasonOf(changed).name).toBe('Autumn 2027');
    const gone = await manager.client.request('DELETE', `/api/seasons/${fall.id}`);
    expect(gone.status).toBe(204);
    expect((await dj.client.get('/api/seasons')).json<{ seasons: Season[] }>().seasons).toEqual([]);

    const entries = await app.db
      .select()
      .from(activityLog)
      .where(like(activityLog.action, 'season.%'))
      .orderBy(desc(activityLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      'season.delete',
      'season.change',
      'season.create',
    ]);
    expect(entries[1]!.details).toMatchObject({
      name: 'Autumn 2027',
      before: { name: 'Fall 2027', firstDay: '2027-09-06' },
    });
    const log = await manager.client.get('/api/activity');
    const [, change] = log.json<{ entries: ActivityEntryView[] }>().entries;
    expect(describeActivity(change!, ENGLISH_ACTIVITY_WORDS)).toBe(
      'Morgan renamed the season Fall 2027 to Autumn 2027 (Sep 5 – Dec 18, 2027)',
    );
  });

  it('refuses bad input at its field, a DJ, unknown ids, overlaps and a name taken', async () => {
    const bad = async (body: object, field: string, message: string, status = 422) => {
      const r = await create(body);
      expect(r.status, r.text).toBe(status);
      expect(errorOf(r).fields?.[field]).toBe(message);
    };
    for (const [name, firstDay, lastDay, field, message] of [
      [' ', '2030-01-01', '2030-02-01', 'name', 'Enter the season name'],
      ['x'.repeat(61), '2030-01-01', '2030-02-01', 'name', 'At most 60 characters'],
      ['A', '2030-02-30', '2030-03-01', 'firstDay', 'Please enter a valid date'],
      [
        'A',
        '2030-02-01',
        '2030-01-31',
        'lastDay',
        'The last day must be on or after the first day',
      ],
      ['A', '2030-01-01', '2031-01-02', 'lastDay', 'A season is at most 366 days long'],
      ['A', '2300-01-01', '2300-01-02', 'firstDay', 'Choose a date from 1970 to 2199'],
    ]) {
      await bad({ name, firstDay, lastDay }, field!, message!);
    }
    expect(
      (await create({ name: 'A', firstDay: '2030-01-01', lastDay: '2030-01-02', extra: 1 })).status,
    ).toBe(422);
    expect(
      (
        await manager.client.post('/api/seasons', {
          body: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);

    expect(
      (await create({ name: 'A', firstDay: '2030-01-01', lastDay: '2030-01-31' }, dj)).status,
    ).toBe(403);
    const winter = seasonOf(
      await create({ name: 'Winter 2030', firstDay: '2030-01-01', lastDay: '2030-03-31' }),
    );
    expect((await dj.client.request('DELETE', `/api/seasons/${winter.id}`)).status).toBe(403);

    await bad(
      { name: 'Spring 2030', firstDay: '2030-03-31', lastDay: '2030-05-31' },
      'firstDay',
      'These days overlap the season "Winter 2030"',
      409,
    );
    await bad(
      { name: 'winter 2030 ', firstDay: '2030-06-01', lastDay: '2030-07-31' },
      'name',
      'Another season already has this name',
      409,
    );
    const spring = seasonOf(
      await create({ name: 'Spring 2030', firstDay: '2030-04-01', lastDay: '2030-05-31' }),
    );
    const moved = await manager.client.patch(`/api/seasons/${spring.id}`, {
      json: { name: 'Spring 2030', firstDay: '2030-03-15', lastDay: '2030-05-31' },
    });
    expect(moved.status).toBe(409);
    expect(errorOf(moved).code).toBe('season_overlap');
    // Its own days do not overlap itself.
    const kept = await manager.client.patch(`/api/seasons/${spring.id}`, {
      json: { name: 'SPRING 2030', firstDay: '2030-04-02', lastDay: '2030-05-30' },
    });
    expect(kept.status, kept.text).toBe(200);

    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const r of [
      await manager.client.patch(`/api/seasons/${unknown}`, {
        json: { name: 'X', firstDay: '2040-01-01', lastDay: '2040-01-02' },
      }),
      await manager.client.request('DELETE', `/api/seasons/${unknown}`),
      await manager.client.request('DELETE', '/api/seasons/not-a-uuid'),
      await manager.client.get(`/api/seasons/${unknown}/carry`),
    ]) {
      expect(r.status, r.text).toBe(404);
      expect(errorOf(r).message).toBe('This season no longer exists');
    }
    expect((await app.client().get('/api/seasons')).status).toBe(401);
  });

  it("says its refusals in the request's language", async () => {
    const headers = { 'accept-language': 'es' };
    const lastFirst = await manager.client.post('/api/seasons', {
      json: { name: 'A', firstDay: '2030-02-01', lastDay: '2030-01-31' },
      headers,
    });
    expect(errorOf(lastFirst).fields?.lastDay).toBe(
      'El último día debe ser igual o posterior al primero',
    );
    const long = await manager.client.post('/api/seasons', {
      json: { name: 'x'.repeat(61), firstDay: '2030-01-01', lastDay: '2031-01-02' },
      headers: { 'accept-language': 'de' },
    });
    expect(errorOf(long).fields).toMatchObject({
      name: 'Höchstens 60 Zeichen',
      lastDay: 'Eine Saison dauert höchstens 366 Tage',
    });
    const missing = await manager.client.request(
      'DELETE',
      '/api/seasons/00000000-0000-4000-8000-000000000000',
      { headers },
    );
    expect(errorOf(missing).message).toBe('Esta temporada ya no existe');
  });

  it('two racing overlapping creates: one wins, the other is a 409', async () => {
    const days = ['2035-01-01', '2035-01-02', '2035-01-03', '2035-01-04'];
    const answers = await Promise.all(
      days.map((firstDay, i) => create({ name: `Race ${i}`, firstDay, lastDay: '2035-06-30' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const a of answers.filter((r) => r.status === 409))
      expect(errorOf(a).code).toBe('season_overlap');
    const sameName = await Promise.all(
      ['2036-01-01', '2037-01-01'].map((firstDay) =>
        create({ name: 'Twin', firstDay, lastDay: firstDay.replace('01-01', '02-01') }),
      ),
    );
    expect(sameName.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('the database itself refuses overlapping days and a repeated name', async () => {
    await app.db
      .insert(seasons)
      .values({ name: 'Held', firstDay: '2050-01-01', lastDay: '2050-01-31' });
    const insert = (name: string, firstDay: string, lastDay: string) =>
      app.db
        .insert(seasons)
        .values({ name, firstDay, lastDay })
        .then(
          () => null,
          (error: unknown) => pgErrorOf(error)?.code,
        );
    // Both ends count: a season starting on another's last day overlaps it.
    expect(await insert('Other', '2050-01-31', '2050-02-10')).toBe('23P01');
    expect(await insert('HELD', '2051-01-01', '2051-01-02')).toBe('23505');
    expect(await insert('Next', '2050-02-01', '2050-02-10')).toBeNull();
  });

  it('is announced live to colleagues like the other settings', async () => {
    const stream = await openEventStream(dj.client);
    await stream.next();
    expect(
      (await create({ name: 'Live', firstDay: '2040-01-01', lastDay: '2040-01-31' })).status,
    ).toBe(201);
    expect((await stream.next()).data).toContain('"team"');
    stream.close();
  });
});
