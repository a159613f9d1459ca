import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/schedule/week';
import type { ScheduledBlock, WeekView } from '../../../shared/schemas/schedule';
import type { Show } from '../../../shared/schemas/show';
import type { TestUser } from '../../test/test-app';
import { readWeek, weekOf } from '../../test/schedule-set-up';
import { stationAt, useTestApp } from '../../test/use-test-app';

// JSON export, then import into another week (here and in a second installation): the same
// programme, recurring markers included. Sunday 22 November 2026, London.
const NOW = new Date('2026-11-22T12:00:00Z');
const SOURCE = '2026-11-29';
const LATER = '2027-01-03'; // five weeks on

// Two installations, each with its own database.
const { staff } = useTestApp(stationAt(NOW), { staff: {} });
const { colleague } = useTestApp(stationAt(NOW), { colleague: {} });
let exported: string;

/** What a user sees of a block, with its instance date told relative to its week. */
function programme(week: WeekView) {
  const shift = (date: string | null) =>
    date === null ? null : Math.round((Date.parse(date) - Date.parse(week.startDate)) / 86_400_000);
  return week.blocks
    .map((b: ScheduledBlock) => ({
      name: b.showName,
      genres: b.showGenres,
      description: b.showDescription,
      color: b.showColor,
      djNames: b.djNames,
      dayIndex: b.dayIndex,
      timeIndex: b.timeIndex,
      duration: b.duration,
      isOverlapping: b.isOverlapping,
      recurring: b.recurringSeriesId !== null,
      isException: b.isException,
      isInstance: b.isInstance,
      instanceDay: shift(b.originalInstanceDate),
    }))
    .sort((a, b) => a.dayIndex * 96 + a.timeIndex - (b.dayIndex * 96 + b.timeIndex));
}

async function importInto(user: TestUser, weekId: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'application/json' }), `schedule-${SOURCE}.json`);
  // A round trip rebuilds the series too (the import's default places them in the week only).
  const series = (JSON.parse(text) as { series?: { key: string }[] }).series ?? [];
  form.append(
    'seriesChoices',
    JSON.stringify(Object.fromEntries(series.map((s) => [s.key, 'recreate']))),
  );
  return user.client.post(`/api/weeks/${weekId}/import`, { form });
}

beforeAll(async () => {
  const dj = (await staff.client.post('/api/djs', { json: { name: 'Ana' } })).json<{
    dj: { id: string };
  }>().dj;
  const template = async (json: Record<string, unknown>) => {
    const response = await staff.client.post('/api/shows', { json });
    expect(response.status, response.text).toBe(201);
    return response.json<{ show: Show }>().show;
  };
  const jazz = await template({
    name: 'Jazz Hour',
    duration: 1,
    genres: ['Jazz'],
    description: 'Smooth, late',
    djIds: [dj.id],
    color: '#059669',
  });
  const news = await template({ name: 'Morning News', duration: 0.5, genres: ['Talk'] });
  await staff.client.get(`/api/weeks/${SOURCE}`);
  const place = (templateId: string, dayIndex: number, timeIndex: number, duration: number) =>
    staff.client.post(`/api/weeks/${SOURCE}/shows`, {
      json: { templateId, dayIndex, timeIndex, duration },
    });
  await place(news.id, 1, 28, 2);
  await place(news.id, 1, 29, 2); // overlapping on purpose
  const first = weekOf(await place(jazz.id, 1, 80, 4)).blocks.find((b) => b.timeIndex === 80)!;
  const made = await staff.client.post(`/api/scheduled-shows/${first.id}/series`, {
    json: { rule: { frequency: 'daily', interval: 1, endType: 'count', count: 5 } },
  });
  expect(made.status, made.text).toBe(201);
  const seriesId = weekOf(made).blocks.find((b) => b.id === first.id)!.recurringSeriesId!;
  // Wednesday's instance removed; Thursday's edited into an exception an hour later.
  expect(
    (await staff.client.post(`/api/series/${seriesId}/instances/${addDays(SOURCE, 3)}/removal`))
      .status,
  ).toBe(201);
  const exception = await staff.client.post(
    `/api/series/${seriesId}/instances/${addDays(SOURCE, 4)}/exception`,
  );
  expect(exception.status, exception.text).toBe(201);
  const moved = await staff.client.patch(
    `/api/scheduled-shows/${exception.json<{ exceptionId: string }>().exceptionId}`,
    { json: { version: 1, timeIndex: 84 } },
  );
  expect(moved.status, moved.text).toBe(200);

  const response = await staff.client.get(`/api/weeks/${SOURCE}/export.json`);
  expect(response.status).toBe(200);
  exported = response.text;
});

describe('JSON export and import round trip', () => {
  it('rebuilds the week in a later week of the same installation', async () => {
    const source = await readWeek(staff.client, SOURCE);
    expect(source.blocks.length).toBe(6); // 2 plain, the series' first, 2 instances, 1 exception
    const imported = await importInto(staff, LATER, exported);
    expect(imported.status, imported.text).toBe(201);
    expect(programme(weekOf(imported))).toEqual(programme(source));
  });

  it('rebuilds the week in another installation, creating the library shows it lacks', async () => {
    const source = await readWeek(staff.client, SOURCE);
    const imported = await importInto(colleague, SOURCE, exported);
    expect(imported.status, imported.text).toBe(201);
    expect(programme(weekOf(imported))).toEqual(programme(source));
    const library = (await colleague.client.get('/api/shows')).json<{ shows: Show[] }>().shows;
    expect(library.map((s) => s.name).sort()).toEqual(['Jazz Hour', 'Morning News']);
  });

  it('exports the rebuilt week as the same document, apart from ids and dates', async () => {
    const again = (await colleague.client.get(`/api/weeks/${SOURCE}/export.json`)).json<{
      placements: unknown[];
    }>();
    const first = JSON.parse(exported) as { placements: unknown[] };
    const strip = (placements: unknown[]) =>
      placements.map((p) => {
        const { showKey: _s, seriesKey: _k, ...rest } = p as Record<string, unknown>;
        return rest;
      });
    expect(strip(again.placements)).toEqual(strip(first.placements));
  });
});
