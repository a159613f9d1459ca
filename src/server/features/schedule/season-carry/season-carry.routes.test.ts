import { desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CarryPreview, Season } from '../../../../shared/schedule/seasons';
import { activityLog, recurringSeries, seasons } from '../../../db/schema';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import { createShow, errorOf, placeShow, readWeek, weekOf } from '../../../test/schedule-set-up';

/**
 * Seasons and series (decision 0056): "At the end of the season" as a series' end (beyond the six
 * months of a chosen date), and the carry forward of a season's schedule into the next one:
 * previewed with its clashes, refused like Edit Series by a finalized week, never doubling, one
 * activity entry, undone from what the server kept.
 */
const NOW = new Date('2027-08-02T16:00:00Z'); // Monday Aug 2, 12:00 in New York
const { app, manager, dj } = useTestApp(stationAt(NOW, 'America/New_York'), {
  manager: { name: 'Morgan' },
  dj: { name: 'Dana' },
});
let fall: Season;
let spring: Season;

const FRIDAY = 5;

beforeAll(async () => {
  const make = async (name: string, firstDay: string, lastDay: string) =>
    (await manager.client.post('/api/seasons', { json: { name, firstDay, lastDay } })).json<{
      season: Season;
    }>().season;
  fall = await make('Fall 2027', '2027-09-06', '2027-12-18');
  spring = await make('Spring 2028', '2028-01-09', '2028-05-20');
});

/** Places a new show on `dayIndex` of `weekId` at `timeIndex` for 2 h; answers its block. */
async function place(weekId: string, name: string, timeIndex: number, dayIndex = FRIDAY) {
  const show = await createShow(manager, { name, duration: 2 });
  const placed = await placeShow(manager.client, weekId, show, dayIndex, timeIndex, 8);
  expect(placed.status, placed.text).toBe(201);
  return weekOf(placed).blocks.find((b) => b.templateId === show.id)!;
}

/** A weekly series of a new show from `weekId`'s Friday, made through the dialog's route. */
async function weeklySeries(
  weekId: string,
  name: string,
  timeIndex: number,
  end: Record<string, unknown>,
) {
  const block = await place(weekId, name, timeIndex);
  const { seasonId, ...ruleEnd } = end;
  const made = await manager.client.post(`/api/scheduled-shows/${block.id}/series`, {
    json: {
      rule: { frequency: 'weekly', interval: 1, ...ruleEnd },
      ...(seasonId ? { seasonId } : {}),
    },
  });
  expect(made.status, made.text).toBe(201);
  return weekOf(made).blocks.find((b) => b.id === block.id)!.recurringSeriesId!;
}

const fridayShows = async (weekId: string) =>
  (await readWeek(manager.client, weekId)).blocks
    .filter((b) => b.dayIndex === FRIDAY)
    .map((b) => b.showName)
    .sort();
const preview = async (season = fall, language?: string) => {
  const r = await manager.client.get(`/api/seasons/${season.id}/carry`, {
    headers: language ? { 'accept-language': language } : {},
  });
  expect(r.status, r.text).toBe(200);
  return r.json<{ preview: CarryPreview }>().preview;
};
const lastDateOf = async (id: string) =>
  (await app.db.select().from(recurringSeries).where(eq(recurringSeries.id, id)))[0]!.lastDate;

describe('a series that ends with its season', () => {
  it('ends on the season’s last day, even past the six months of a chosen date', async () => {
    const fallSeries = await weeklySeries('2027-09-05', 'Fall Ender', 40, {
      endType: 'never',
      seasonId: fall.id,
    });
    expect(await lastDateOf(fallSeries)).toBe('2027-12-18');
    // Spring ends May 20 2028, more than six months from today (Aug 2 2027): a chosen date
    // there is refused, the season's end is not.
    const tooLate = await manager.client.post(
      `/api/scheduled-shows/${(await place('2028-01-09', 'Too Late', 40)).id}/series`,
      {
        json: {
          rule: { frequency: 'weekly', interval: 1, endType: 'date', endDate: '2028-05-20' },
        },
      },
    );
    expect(tooLate.status).toBe(422);
    expect(errorOf(tooLate).fields?.endDate).toBe(
      'End date cannot be more than 6 months from today',
    );
    const springSeries = await weeklySeries('2028-01-09', 'Spring Ender', 48, {
      endType: 'never',
      seasonId: spring.id,
    });
    expect(await lastDateOf(springSeries)).toBe('2028-05-20');
    expect(await fridayShows('2028-05-14')).toContain('Spring Ender');
    expect(await fridayShows('2028-05-21')).not.toContain('Spring Ender');
  });

  it('refuses an unknown season, a second end beside it and a season ended before the series', async () => {
    const ask = async (week: string, body: Record<string, unknown>) =>
      manager.client.post(
        `/api/scheduled-shows/${(await place(week, 'Refused', 60, 3)).id}/series`,
        {
          json: body,
        },
      );
    const rule = { frequency: 'weekly', interval: 1, endType: 'never' };
    const unknown = await ask('2027-09-12', {
      rule,
      seasonId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe('This season no longer exists');
    const counted = await ask('2027-09-19', {
      rule: { ...rule, endType: 'count', count: 3 },
      seasonId: fall.id,
    });
    expect(counted.status).toBe(422);
    expect(errorOf(counted).fields?.endType).toBe(
      'Choose "At the end of the season" alone as the end',
    );
    const before = await ask('2028-01-09', { rule, seasonId: fall.id });
    expect(before.status).toBe(422);
    expect(errorOf(before).fields?.seasonId).toBe('This season ends before the series starts');
    const notUuid = await ask('2027-09-26', { rule, seasonId: 'fall' });
    expect(notUuid.status).toBe(422);
  });

  it('Edit Series can end a series with a season', async () => {
    const id = await weeklySeries('2027-10-03', 'Edited', 72, { endType: 'count', count: 3 });
    const edit = await manager.client.post(`/api/series/${id}/edit`, {
      json: {
        scope: 'all',
        fromDate: '2027-10-08',
        rule: { frequency: 'weekly', interval: 1, byWeekday: [FRIDAY], endType: 'never' },
        timeIndex: 72,
        duration: 8,
        seasonId: spring.id,
      },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(await lastDateOf(id)).toBe('2028-05-20');
    // Back as it was, for the carry tests.
    const undo = await manager.client.post('/api/scheduled-shows/restore', {
      json: edit.json<{ undo: { token: string } }>().undo,
    });
    expect(undo.status, undo.text).toBe(201);
  });
});

describe('carrying a season into the next', () => {
  it('previews, carries, adds nothing the second time, and is undone', async () => {
    const byCount = await weeklySeries('2027-09-05', 'Counted Friday', 56, {
      endType: 'count',
      count: 15, // Sep 10 + 14 weeks: Dec 17, the last Friday of Fall
    });
    const early = await weeklySeries('2027-09-05', 'Ends Early', 64, {
      endType: 'date',
      endDate: '2027-11-26',
    });
    const endless = await weeklySeries('2027-09-05', 'Endless', 80, { endType: 'never' });
    // Spring's first Friday: a one-off overlapping "Counted Friday" at 14:00.
    await place('2028-01-09', 'Guest Hour', 58);

    const countedLast = await lastDateOf(byCount);
    const first = await preview();
    expect(first.next?.name).toBe('Spring 2028');
    const names = first.candidates.map((c) => c.showName).sort();
    expect(names).toEqual(['Counted Friday', 'Fall Ender']);
    const counted = first.candidates.find((c) => c.showName === 'Counted Friday')!;
    expect(counted).toMatchObject({
      seriesId: byCount,
      dayIndexes: [FRIDAY],
      timeIndex: 56,
      duration: 8,
      lastDate: '2027-12-17',
      blocked: false,
    });
    expect(counted.clashes).toEqual(['Jan 14: overlaps "Guest Hour"']);
    // Said in the request's language, the date too.
    const inGerman = (await preview(fall, 'de')).candidates.find((c) => c.seriesId === byCount)!;
    expect(inGerman.clashes).toEqual(['14. Jan.: überschneidet sich mit „Guest Hour“']);
    const inSpanish = (await preview(fall, 'es')).candidates.find((c) => c.seriesId === byCount)!;
    expect(inSpanish.clashes).toEqual(['14 ene: se solapa con «Guest Hour»']);
    expect(first.candidates.map((c) => c.seriesId)).not.toContain(early);
    expect(first.candidates.map((c) => c.seriesId)).not.toContain(endless);
    // The preview wrote nothing.
    expect(await lastDateOf(byCount)).toBe(countedLast);

    const ids = first.candidates.map((c) => c.seriesId);
    const carried = await manager.client.post(`/api/seasons/${fall.id}/carry`, {
      json: { seriesIds: ids },
    });
    expect(carried.status, carried.text).toBe(200);
    const answer = carried.json<{ carried: string[]; undo: { token: string; kind: string } }>();
    expect(answer.carried.sort()).toEqual([...ids].sort());
    expect(await fridayShows('2028-03-05')).toEqual([
      'Counted Friday',
      'Endless',
      'Fall Ender',
      'Spring Ender',
    ]);
    expect(await fridayShows('2028-05-21')).toEqual(['Endless']);
    // The weeks between the seasons air it too: the grid continues.
    expect(await fridayShows('2027-12-26')).toEqual(['Counted Friday', 'Endless', 'Fall Ender']);
    const entries = await app.db
      .select()
      .from(activityLog)
      .where(like(activityLog.action, 'season.carry%'))
      .orderBy(desc(activityLog.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({
      season: 'Fall 2027',
      next: 'Spring 2028',
      count: 2,
    });

    // Twice adds nothing: nothing is listed, and the same request continues nothing.
    expect((await preview()).candidates).toEqual([]);
    const again = await manager.client.post(`/api/seasons/${fall.id}/carry`, {
      json: { seriesIds: ids },
    });
    expect(again.status).toBe(200);
    expect(again.json()).toEqual({ carried: [], skipped: ids, undo: null });
    expect(await lastDateOf(byCount)).toBe('2028-05-20');
    expect(
      await app.db.select().from(activityLog).where(like(activityLog.action, 'season.carry%')),
    ).toHaveLength(1);

    // Undo takes it back, from what the server kept; once.
    const undo = await manager.client.post('/api/scheduled-shows/restore', {
      json: { token: answer.undo.token },
    });
    expect(undo.status, undo.text).toBe(201);
    expect(await fridayShows('2028-03-05')).toEqual(['Endless', 'Spring Ender']);
    expect(await lastDateOf(byCount)).toBe(countedLast);
    expect(await fridayShows('2027-12-12')).toContain('Counted Friday');
    expect(await fridayShows('2027-12-19')).not.toContain('Counted Friday');
    expect(await lastDateOf(ids.find((id) => id !== byCount)!)).toBe('2027-12-18');
    expect(
      (
        await manager.client.post('/api/scheduled-shows/restore', {
          json: { token: answer.undo.token },
        })
      ).status,
    ).toBe(410);
    expect((await preview()).candidates.map((c) => c.showName).sort()).toEqual([
      'Counted Friday',
      'Fall Ender',
    ]);
  });

  it('a finalized week the carry would change refuses it, as Edit Series does', async () => {
    // Spring's third week, finalized with a show of its own.
    await place('2028-01-23', 'Finalized Show', 0, 1);
    const status = await manager.client.post('/api/weeks/2028-01-23/status', {
      json: { action: 'finalize' },
    });
    expect(status.status, status.text).toBe(200);
    const seen = await preview();
    expect(seen.candidates.every((c) => c.blocked)).toBe(true);
    expect(seen.candidates[0]!.clashes).toContain(
      'The week of Jan 23 - Jan 29, 2028 is finalized: this series cannot be carried while it is',
    );
    expect((await preview(fall, 'de')).candidates[0]!.clashes).toContain(
      'Die Woche vom 23.–29. Jan. 2028 ist abgeschlossen: Solange sie das ist, kann diese Serie nicht übernommen werden',
    );
    const refused = await manager.client.post(`/api/seasons/${fall.id}/carry`, {
      json: { seriesIds: seen.candidates.map((c) => c.seriesId) },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('finalized_week');
    expect(errorOf(refused).message).toBe(
      'The week of Jan 23 - Jan 29, 2028 is finalized: revert it to draft before changing the series there',
    );
    expect((await preview()).candidates).toHaveLength(2);
    const reverted = await manager.client.post('/api/weeks/2028-01-23/status', {
      json: { action: 'revert' },
    });
    expect(reverted.status).toBe(200);
  });

  it('refuses a DJ, bad bodies, an unknown season, a last season and a season already over', async () => {
    const carry = (season: string, body: unknown, who = manager) =>
      who.client.post(`/api/seasons/${season}/carry`, { json: body });
    expect((await carry(fall.id, { seriesIds: [] }, dj)).status).toBe(403);
    expect((await dj.client.get(`/api/seasons/${fall.id}/carry`)).status).toBe(403);
    const empty = await carry(fall.id, { seriesIds: [] });
    expect(empty.status).toBe(422);
    expect(errorOf(empty).fields?.seriesIds).toBe('Choose at least one series to carry forward');
    expect((await carry(fall.id, { seriesIds: ['x'] })).status).toBe(422);
    expect((await carry(fall.id, {})).status).toBe(422);
    const unknown = await carry('00000000-0000-4000-8000-000000000000', {
      seriesIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(unknown.status).toBe(404);

    const last = await carry(spring.id, { seriesIds: ['00000000-0000-4000-8000-000000000001'] });
    expect(last.status).toBe(409);
    expect(errorOf(last).message).toBe(
      'No season starts after this one: add the next season first',
    );
    expect((await preview(spring)).next).toBeNull();

    const past = (
      await manager.client.post('/api/seasons', {
        json: { name: 'Spring 2027', firstDay: '2027-03-01', lastDay: '2027-06-30' },
      })
    ).json<{ season: Season }>().season;
    const over = await carry(past.id, { seriesIds: ['00000000-0000-4000-8000-000000000001'] });
    expect(over.status).toBe(409);
    expect(errorOf(over).code).toBe('season_ended');
    expect((await manager.client.get(`/api/seasons/${past.id}/carry`)).status).toBe(409);
    await app.db.delete(seasons).where(eq(seasons.id, past.id));
  });
});
