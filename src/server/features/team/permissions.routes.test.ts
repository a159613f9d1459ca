import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import { SHOW_COLORS } from '../../../shared/constants/palette';
import type { Dj } from '../../../shared/schemas/dj';
import type { Show } from '../../../shared/schemas/show';
import {
  NOT_YOUR_DJ_ENTRY,
  NOT_YOUR_SHOW,
  permission,
  VIEWER_ROLE,
  type Action,
} from '../../../shared/team/permissions';
import type { Role } from '../../../shared/team/roles';
import {
  DEFAULT_STATION_SETTINGS,
  type StationSettings,
} from '../../../shared/team/station-settings';
import { profiles } from '../../db/schema';
import type { HttpClient, HttpResponse } from '../../test/http-client';
import { stationAt, useTestApp } from '../../test/use-test-app';
import { OWN_DJ_LINK_FIELDS } from '../djs/own-dj-update';
import { OWN_SHOW_FIELDS_ONLY } from '../shows/own-show-update';
import { changeStationSettings } from './station-settings.service';
import {
  createDj,
  createShow,
  errorOf,
  placeShow,
  setWeekStatus,
  weekOf,
} from '../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2026-11-29';
const UNSTORED_WEEK = '2027-03-07';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const { app, manager, dj, viewer } = useTestApp(stationAt(NOW), {
  manager: {},
  dj: {},
  viewer: {},
});
let ownDj: Dj;
let otherDj: Dj;
let hostedShow: Show;
let otherShow: Show;
let placedId: string;
let placedVersion: number;
let seriesId: string;

async function expectStatus(response: HttpResponse, status: number) {
  expect(response.status, response.text).toBe(status);
  return response;
}

beforeAll(async () => {
  await app.db.update(profiles).set({ role: VIEWER_ROLE }).where(eq(profiles.id, viewer.id));

  const m = manager.client;
  ownDj = (
    await expectStatus(
      await m.post('/api/djs', { json: { name: 'Morgan', email: dj.email.toUpperCase() } }),
      201,
    )
  ).json<{ dj: Dj }>().dj;
  otherDj = (await m.post('/api/djs', { json: { name: 'Sam' } })).json<{ dj: Dj }>().dj;
  hostedShow = (
    await m.post('/api/shows', {
      json: { name: 'Jazz Hour', duration: 1, djIds: [ownDj.id], genres: ['Jazz'] },
    })
  ).json<{ show: Show }>().show;
  otherShow = (
    await m.post('/api/shows', { json: { name: 'Talk Back', duration: 1, djIds: [otherDj.id] } })
  ).json<{ show: Show }>().show;

  await expectStatus(await m.post(`/api/weeks/${WEEK}`), 201);
  const placed = weekOf(await expectStatus(await placeShow(m, WEEK, hostedShow, 1, 40, 4), 201))
    .blocks[0]!;
  placedId = placed.id;
  placedVersion = placed.version;
  const series = weekOf(
    await expectStatus(await placeShow(m, WEEK, otherShow, 2, 40, 4), 201),
  ).blocks.find((b) => b.templateId === otherShow.id)!;
  const recurring = weekOf(
    await expectStatus(
      await m.post(`/api/scheduled-shows/${series.id}/series`, {
        json: {
          rule: { frequency: 'weekly', interval: 1, byWeekday: [2], endType: 'count', count: 5 },
        },
      }),
      201,
    ),
  );
  seriesId = recurring.blocks.find((b) => b.id === series.id)!.recurringSeriesId!;
});

/** Every row a write could touch, as one string: a refused request must leave it as it was. */
async function stationState(): Promise<string> {
  const tables = [
    'shows',
    'djs',
    'weekly_schedules',
    'scheduled_shows',
    'recurring_series',
    'undo_records',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await app.db.execute<{ rows: string | null }>(
      sql.raw(`select string_agg(t::text, '|' order by t::text) as rows from ${table} t`),
    );
    parts.push(`${table}:${result.rows[0]?.rows ?? ''}`);
  }
  return parts.join('\n');
}

function importForm(): FormData {
  const form = new FormData();
  const file = JSON.stringify({ format: 'radio-week', version: 1, shows: [] });
  form.append('file', new Blob([file], { type: 'application/json' }), 'week.json');
  return form;
}

type Write = { name: string; action: Action; send: (c: HttpClient) => Promise<HttpResponse> };

/** Every write route of the schedule and the libraries, with the action the table names. */
const WRITES: Write[] = [
  {
    name: 'create a week',
    action: 'schedule.edit',
    send: (c) => c.post(`/api/weeks/${UNSTORED_WEEK}`),
  },
  {
    name: 'place a show',
    action: 'schedule.edit',
    send: (c) => placeShow(c, WEEK, hostedShow, 4, 0, 4),
  },
  {
    name: 'move a block',
    action: 'schedule.edit',
    send: (c) =>
      c.patch(`/api/scheduled-shows/${placedId}`, {
        json: { version: placedVersion, dayIndex: 5 },
      }),
  },
  {
    name: 'delete a block',
    action: 'schedule.edit',
    send: (c) => c.request('DELETE', `/api/scheduled-shows/${placedId}`),
  },
  {
    name: 'undo a delete',
    action: 'schedule.edit',
    send: (c) => c.post('/api/scheduled-shows/restore', { json: { token: NO_SUCH_ID } }),
  },
  {
    name: 'make a block recurring',
    action: 'schedule.edit',
    send: (c) =>
      c.post(`/api/scheduled-shows/${placedId}/series`, {
        json: {
          rule: { frequency: 'weekly', interval: 1, byWeekday: [1], endType: 'count', count: 2 },
        },
      }),
  },
  {
    name: 'edit one instance',
    action: 'schedule.edit',
    send: (c) => c.post(`/api/series/${seriesId}/instances/2026-12-08/exception`),
  },
  {
    name: 'remove one instance',
    action: 'schedule.edit',
    send: (c) => c.post(`/api/series/${seriesId}/instances/2026-12-08/removal`),
  },
  {
    name: 'undo a removal',
    action: 'schedule.edit',
    send: (c) => c.request('DELETE', `/api/series/${seriesId}/instances/2026-12-15/removal`),
  },
  {
    name: 'copy a week',
    action: 'schedule.edit',
    send: (c) => c.post(`/api/weeks/${WEEK}/copy`, { json: { mode: 'weeks', count: 1 } }),
  },
  {
    name: 'preview an import',
    action: 'schedule.edit',
    send: (c) => c.post(`/api/weeks/${WEEK}/import/preview`, { form: importForm() }),
  },
  {
    name: 'import a week',
    action: 'schedule.edit',
    send: (c) => c.post(`/api/weeks/${WEEK}/import`, { form: importForm() }),
  },
  {
    name: 'save a draft',
    action: 'schedule.edit',
    send: (c) => setWeekStatus(c, WEEK, 'save-draft'),
  },
  {
    name: 'finalize a week',
    action: 'week.finalize',
    send: (c) => setWeekStatus(c, WEEK),
  },
  {
    name: 'revert a week',
    action: 'week.revert',
    send: (c) => setWeekStatus(c, WEEK, 'revert'),
  },
  {
    name: 'delete a week',
    action: 'week.delete',
    send: (c) => c.request('DELETE', `/api/weeks/${WEEK}`),
  },
  {
    name: 'add a show',
    action: 'shows.edit',
    send: (c) => c.post('/api/shows', { json: { name: 'New', duration: 1 } }),
  },
  {
    name: "change another host's show",
    action: 'shows.edit',
    send: (c) =>
      c.request('PUT', `/api/shows/${otherShow.id}`, {
        json: { name: 'Renamed', duration: 1, djIds: [otherDj.id] },
      }),
  },
  {
    name: 'delete a show',
    action: 'shows.edit',
    send: (c) => c.request('DELETE', `/api/shows/${otherShow.id}`),
  },
  {
    name: 'add a DJ',
    action: 'djs.edit',
    send: (c) => c.post('/api/djs', { json: { name: 'New DJ' } }),
  },
  {
    name: "change another member's DJ entry",
    action: 'djs.edit',
    send: (c) => c.request('PUT', `/api/djs/${otherDj.id}`, { json: { name: 'Renamed' } }),
  },
  {
    name: 'delete a DJ',
    action: 'djs.edit',
    send: (c) => c.request('DELETE', `/api/djs/${otherDj.id}`),
  },
];

type Case = { role: Role; settings: Partial<StationSettings>; label: string };
const CASES: Case[] = [
  { role: 'DJ', settings: { djPermissions: 'own-shows' }, label: 'DJ, own shows only' },
  { role: 'DJ', settings: { djPermissions: 'view-only' }, label: 'DJ, view only' },
  { role: 'DJ', settings: { weekStatusManagersOnly: true }, label: 'DJ, week status for managers' },
  { role: VIEWER_ROLE, settings: {}, label: 'Viewer' },
  { role: 'DJ', settings: {}, label: 'DJ, everything (default)' },
  {
    role: STATION_MANAGER_ROLE,
    settings: { djPermissions: 'view-only', weekStatusManagersOnly: true },
    label: 'Station Manager, strictest settings',
  },
];

/**
 * What the member of a case should hear: the table's reason, or for a host's attempt on
 * someone else's show or DJ entry under "own shows", that it is not theirs.
 */
function expectedRefusal(c: Case, write: Write): string | null {
  const settings = { ...DEFAULT_STATION_SETTINGS, ...c.settings };
  const decision = permission(c.role, write.action, settings);
  if (decision.allowed) return null;
  const own = write.action === 'shows.edit' ? 'shows.editOwnDetails' : 'djs.editOwn';
  const isUpdate = write.name.startsWith('change');
  if (isUpdate && permission(c.role, own, settings).allowed) {
    return write.action === 'shows.edit' ? NOT_YOUR_SHOW : NOT_YOUR_DJ_ENTRY;
  }
  return decision.reason;
}

const clientOf = (role: Role) =>
  role === STATION_MANAGER_ROLE ? manager.client : role === VIEWER_ROLE ? viewer.client : dj.client;

describe('every write route follows the permission table (role × action × setting → status)', () => {
  // Refusals come first, on the station as set up; the allowed writes then change it.
  const ordered = [...CASES].sort(
    (a, b) => Number(a.role === STATION_MANAGER_ROLE) - Number(b.role === STATION_MANAGER_ROLE),
  );
  for (const c of ordered) {
    it(`${c.label}`, async () => {
      await changeStationSettings(app.db, { ...DEFAULT_STATION_SETTINGS, ...c.settings });
      const refused = WRITES.filter((w) => expectedRefusal(c, w) !== null);
      const allowed = WRITES.filter((w) => expectedRefusal(c, w) === null);
      for (const write of refused) {
        const before = await stationState();
        const response = await write.send(clientOf(c.role));
        expect(response.status, `${write.name}: ${response.text}`).toBe(403);
        expect(errorOf(response), write.name).toEqual({
          code: 'forbidden',
          message: expectedRefusal(c, write),
        });
        expect(await stationState(), `${write.name} wrote nothing`).toBe(before);
      }
      // Allowed writes pass the guard: whatever they answer (done, or 404 and 409 for what an
      // earlier write took away), it is not a refusal by role.
      for (const write of allowed) {
        const response = await write.send(clientOf(c.role));
        expect(response.status, `${write.name}: ${response.text}`).not.toBe(403);
        expect(response.status, `${write.name}: ${response.text}`).toBeLessThan(500);
      }
    });
  }
});

describe('a DJ under "only their own shows"', () => {
  const showBody = (show: Show, change: Record<string, unknown>) => ({
    name: show.name,
    duration: show.duration,
    djIds: show.djIds,
    genres: show.genres,
    color: show.color,
    description: show.description ?? '',
    ...change,
  });
  const djBody = (entry: Dj, change: Record<string, unknown>) => ({
    name: entry.name,
    email: entry.email ?? '',
    active: entry.active,
    ...change,
  });

  let kimsShow: Show;

  beforeAll(async () => {
    await changeStationSettings(app.db, {
      ...DEFAULT_STATION_SETTINGS,
      djPermissions: 'own-shows',
    });
    hostedShow = (await manager.client.get('/api/shows'))
      .json<{ shows: Show[] }>()
      .shows.find((s) => s.id === hostedShow.id)!;
    ownDj = (await manager.client.get('/api/djs'))
      .json<{ djs: Dj[] }>()
      .djs.find((d) => d.id === ownDj.id)!;
    const kim = await createDj(manager, { name: 'Kim' });
    kimsShow = await createShow(manager, { name: 'Kim Live', duration: 2, djIds: [kim.id] });
  });
  afterAll(() => changeStationSettings(app.db, DEFAULT_STATION_SETTINGS));

  it("changes the description, image and genres of a show they host (linked by their DJ entry's e-mail)", async () => {
    const response = await dj.client.request('PUT', `/api/shows/${hostedShow.id}`, {
      json: showBody(hostedShow, { description: 'Late-night standards', genres: ['Jazz', 'Soul'] }),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json<{ show: Show }>().show).toMatchObject({
      name: 'Jazz Hour',
      description: 'Late-night standards',
      genres: ['Jazz', 'Soul'],
    });
  });

  it('is refused any other field of that show, and nothing changes', async () => {
    for (const change of [
      { name: 'My Hour' },
      { duration: 2 },
      { djIds: [] },
      { color: SHOW_COLORS[3] },
    ]) {
      const before = await stationState();
      const response = await dj.client.request('PUT', `/api/shows/${hostedShow.id}`, {
        json: showBody(hostedShow, change),
      });
      expect(response.status, JSON.stringify(change)).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'forbidden', message: OWN_SHOW_FIELDS_ONLY });
      expect(await stationState()).toBe(before);
    }
  });

  it('is refused the description of a show someone else hosts', async () => {
    const before = await stationState();
    const response = await dj.client.request('PUT', `/api/shows/${kimsShow.id}`, {
      json: showBody(kimsShow, { description: 'Mine now' }),
    });
    expect(response.status).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'forbidden', message: NOT_YOUR_SHOW });
    expect(await stationState()).toBe(before);
  });

  it('changes their own DJ entry, but not its e-mail or whether it is active', async () => {
    const ok = await dj.client.request('PUT', `/api/djs/${ownDj.id}`, {
      json: djBody(ownDj, { bio: 'Jazz since 1999', tags: ['jazz'] }),
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json<{ dj: Dj }>().dj).toMatchObject({ bio: 'Jazz since 1999', email: ownDj.email });
    for (const change of [{ email: 'someone@else.test' }, { active: false }]) {
      const before = await stationState();
      const response = await dj.client.request('PUT', `/api/djs/${ownDj.id}`, {
        json: djBody(ownDj, change),
      });
      expect(response.status, JSON.stringify(change)).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'forbidden', message: OWN_DJ_LINK_FIELDS });
      expect(await stationState()).toBe(before);
    }
  });

  it('is refused before the body is read, and a Viewer hosting the show is refused it', async () => {
    const garbled = await viewer.client.post('/api/shows', {
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(garbled.status).toBe(403);
    await app.db.update(profiles).set({ djId: ownDj.id }).where(eq(profiles.id, viewer.id));
    const response = await viewer.client.request('PUT', `/api/shows/${hostedShow.id}`, {
      json: showBody(hostedShow, { description: 'Viewer was here' }),
    });
    expect(response.status).toBe(403);
    expect(errorOf(response).message).toBe(
      "Viewers can look at the station's plans but not add, change or delete shows.",
    );
  });
});
