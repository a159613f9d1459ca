import { beforeAll, describe, expect, it } from 'vitest';
import type { FillInRequestView } from '../../../shared/schemas/fill-ins';
import type { Dj } from '../../../shared/schemas/dj';
import type { Show } from '../../../shared/schemas/show';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createDj, errorOf, placeShow, readWeek, weekOf } from '../../test/schedule-set-up';

/*
 * A show's "Fill-in hosts" (issue 33 item 3, decision 0068): the Show API reads and writes them,
 * refuses what is not a list of the station's DJ entries, lets a host send them back unchanged but
 * not change them, and, once named, only they may take the show's fill-ins.
 */

const now = new Date('2026-11-29T12:00:00Z');
const { manager, alex, sam, pat } = useTestApp(
  { station: { timeZone: 'Europe/London', now: () => now } },
  { manager: {}, alex: { name: 'Alex' }, sam: { name: 'Sam' }, pat: { name: 'Pat' } },
);
const entries: Record<string, Dj> = {};
let jazz: Show;

const link = async (user: TestUser, djId: string) =>
  expect(
    (await manager.client.request('PUT', `/api/team/members/${user.id}/dj`, { json: { djId } }))
      .status,
  ).toBe(200);

const put = (user: TestUser, body: Record<string, unknown>) =>
  user.client.request('PUT', `/api/shows/${jazz.id}`, {
    json: { name: 'Jazz Hour', duration: 1, djIds: [entries.Alex!.id], ...body },
  });
const listed = async () =>
  (await manager.client.get('/api/shows'))
    .json<{ shows: Show[] }>()
    .shows.find((s) => s.id === jazz.id)!;

beforeAll(async () => {
  for (const [user, name] of [
    [alex, 'Alex'],
    [sam, 'Sam'],
    [pat, 'Pat'],
  ] as const) {
    entries[name] = await createDj(manager, { name });
    await link(user, entries[name].id);
  }
  entries.Ann = await createDj(manager, { name: 'Ann' });
  entries.Old = await createDj(manager, { name: 'Old Timer', active: false });
});

describe('the Show API’s Fill-in hosts', () => {
  it('are written on create, listed by name, and kept by an update that leaves them out', async () => {
    const created = await manager.client.post('/api/shows', {
      json: {
        name: 'Jazz Hour',
        duration: 1,
        djIds: [entries.Alex!.id],
        fillInHostIds: [entries.Pat!.id, entries.Ann!.id, entries.Pat!.id],
      },
    });
    expect(created.status, created.text).toBe(201);
    jazz = created.json<{ show: Show }>().show;
    const named = {
      fillInHostIds: [entries.Ann!.id, entries.Pat!.id],
      fillInHostNames: ['Ann', 'Pat'],
    };
    expect(jazz).toMatchObject(named);
    expect(await listed()).toMatchObject(named);

    const kept = await put(manager, { description: 'Late jazz' });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json<{ show: Show }>().show).toMatchObject(named);

    const other = await manager.client.post('/api/shows', { json: { name: 'Talk', duration: 1 } });
    expect(other.json<{ show: Show }>().show).toMatchObject({
      fillInHostIds: [],
      fillInHostNames: [],
    });
  });

  it.each([
    ['not a list', 'nope', 'fillInHostIds', 'Invalid input: expected array, received string'],
    ['not an id', ['nope'], 'fillInHostIds.0', 'Unknown DJ'],
    [
      'an unknown entry',
      ['00000000-0000-4000-8000-000000000000'],
      'fillInHostIds',
      'A selected DJ no longer exists',
    ],
    ['an inactive entry', ['old'], 'fillInHostIds', 'Only active DJs can be assigned'],
    [
      'too many',
      Array.from(
        { length: 51 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      ),
      'fillInHostIds',
      'At most 50 fill-in hosts',
    ],
  ])('refuses %s with 422, changing nothing', async (_, given, field, message) => {
    const value = Array.isArray(given)
      ? given.map((id) => (id === 'old' ? entries.Old!.id : id))
      : given;
    const refused = await put(manager, { name: 'Renamed', fillInHostIds: value });
    expect(refused.status, refused.text).toBe(422);
    expect(errorOf(refused).code).toBe('validation_failed');
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      [field]: message,
    });
    expect(await listed()).toMatchObject({
      name: 'Jazz Hour',
      fillInHostNames: ['Ann', 'Pat'],
    });
  });

  it('lets the show’s host send them unchanged but not change them', async () => {
    // Where DJs may change "only their own shows" (under "everything" they may change any show).
    const own = await manager.client.patch('/api/station-settings', {
      json: { djPermissions: 'own-shows' },
    });
    expect(own.status, own.text).toBe(200);
    const same = await put(alex, {
      description: 'Mine',
      fillInHostIds: [entries.Pat!.id, entries.Ann!.id],
    });
    expect(same.status, same.text).toBe(200);
    const changed = await put(alex, { fillInHostIds: [entries.Sam!.id] });
    expect(changed.status).toBe(403);
    expect(errorOf(changed).message).toBe(
      'You can change only the description, image and genres of your shows. Ask a station manager to change the rest.',
    );
    expect(await listed()).toMatchObject({ fillInHostNames: ['Ann', 'Pat'] });
  });
});

describe('a show with Fill-in hosts named', () => {
  it('lets only them take its fill-ins', async () => {
    const weekId = '2026-12-06';
    const placed = weekOf(await placeShow(manager.client, weekId, jazz, 2, 40, 4)).blocks[0]!;
    const asked = await alex.client.post('/api/fill-ins', {
      json: { scheduledShowId: placed.id },
    });
    expect(asked.status, asked.text).toBe(201);
    const { id } = asked.json<{ request: FillInRequestView }>().request;

    const refused = await sam.client.post(`/api/fill-ins/${id}/take`);
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'not_eligible',
      message: 'You cannot take this fill-in',
    });
    const taken = await pat.client.post(`/api/fill-ins/${id}/take`);
    expect(taken.status, taken.text).toBe(200);
    expect((await readWeek(manager.client, weekId)).blocks[0]!.djNames).toEqual(['Pat']);
  });

  it('lets any eligible DJ take them once none are named', async () => {
    const cleared = await put(manager, { fillInHostIds: [] });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.json<{ show: Show }>().show.fillInHostIds).toEqual([]);
    const weekId = '2026-12-13';
    const placed = weekOf(await placeShow(manager.client, weekId, jazz, 2, 40, 4)).blocks[0]!;
    const asked = await alex.client.post('/api/fill-ins', {
      json: { scheduledShowId: placed.id },
    });
    const { id } = asked.json<{ request: FillInRequestView }>().request;
    expect((await sam.client.post(`/api/fill-ins/${id}/take`)).status).toBe(200);
  });
});
