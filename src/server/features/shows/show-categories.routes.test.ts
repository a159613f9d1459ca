import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentCategory } from '../../../shared/library/content-categories';
import type { Show } from '../../../shared/schemas/show';
import { createDj, errorOf } from '../../test/schedule-set-up';
import { useTestApp } from '../../test/use-test-app';

/*
 * A show's content categories (issue 36, decision 0072): the Show API reads and writes
 * `categoryIds`, refuses ids that name no category at the field, keeps them when an update leaves
 * them out, and lets a host send them back unchanged but not change them.
 */

const { manager, alex } = useTestApp({}, { manager: {}, alex: { name: 'Alex' } });
const categories: Record<string, ContentCategory> = {};
let show: Show;

const put = (who: typeof manager, body: Record<string, unknown>) =>
  who.client.request('PUT', `/api/shows/${show.id}`, {
    json: { name: show.name, duration: 1, djIds: show.djIds, ...body },
  });
const listed = async () =>
  (await manager.client.get('/api/shows'))
    .json<{ shows: Show[] }>()
    .shows.find((s) => s.id === show.id)!;

beforeAll(async () => {
  for (const [name, color] of [
    ['Local', '#0a7c86'],
    ['News', '#dc2626'],
    ['Spoken word', '#7c3aed'],
  ] as const) {
    const r = await manager.client.post('/api/content-categories', { json: { name, color } });
    categories[name] = r.json<{ category: ContentCategory }>().category;
  }
  const entry = await createDj(manager, { name: 'Alex' });
  await manager.client.request('PUT', `/api/team/members/${alex.id}/dj`, {
    json: { djId: entry.id },
  });
  const created = await manager.client.post('/api/shows', {
    json: {
      name: 'Morning Talk',
      duration: 1,
      djIds: [entry.id],
      categoryIds: [categories['Spoken word']!.id, categories.Local!.id, categories.Local!.id],
    },
  });
  expect(created.status, created.text).toBe(201);
  show = created.json<{ show: Show }>().show;
});

describe('the Show API’s categories', () => {
  it('are written on create in the station’s order, kept when left out, changed when sent', async () => {
    expect(show.categoryIds).toEqual([categories.Local!.id, categories['Spoken word']!.id]);
    expect((await listed()).categoryIds).toEqual(show.categoryIds);
    const kept = await put(manager, { description: 'Talk' });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json<{ show: Show }>().show.categoryIds).toEqual(show.categoryIds);
    const changed = await put(manager, { categoryIds: [categories.News!.id] });
    expect(changed.json<{ show: Show }>().show.categoryIds).toEqual([categories.News!.id]);
    const none = await put(manager, { categoryIds: [] });
    expect(none.json<{ show: Show }>().show.categoryIds).toEqual([]);
    expect((await listed()).categoryIds).toEqual([]);
    // A show made without them has none.
    const plain = await manager.client.post('/api/shows', { json: { name: 'Plain', duration: 1 } });
    expect(plain.json<{ show: Show }>().show.categoryIds).toEqual([]);
  });

  it('refuses what is not a list of the station’s categories, at the field, writing nothing', async () => {
    await put(manager, { categoryIds: [categories.Local!.id] });
    for (const [categoryIds, field, message] of [
      [['nope'], 'categoryIds.0', 'A selected category no longer exists'],
      [
        ['0b7e3b1e-2f7a-4c1e-9a51-6f2d3c4b5a69'],
        'categoryIds',
        'A selected category no longer exists',
      ],
      ['Local', 'categoryIds', expect.any(String)],
      [[7], 'categoryIds.0', expect.any(String)],
    ] as const) {
      const r = await put(manager, { categoryIds });
      expect(r.status, r.text).toBe(422);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(r).fields?.[field]).toEqual(message);
    }
    const created = await manager.client.post('/api/shows', {
      json: { name: 'Ghost', duration: 1, categoryIds: ['0b7e3b1e-2f7a-4c1e-9a51-6f2d3c4b5a69'] },
    });
    expect(created.status).toBe(422);
    const shows = (await manager.client.get('/api/shows')).json<{ shows: Show[] }>().shows;
    expect(shows.some((s) => s.name === 'Ghost')).toBe(false);
    expect((await listed()).categoryIds).toEqual([categories.Local!.id]);
  });

  it('a host may send them back unchanged but not change them (own shows only)', async () => {
    const own = await manager.client.patch('/api/station-settings', {
      json: { djPermissions: 'own-shows' },
    });
    expect(own.status, own.text).toBe(200);
    const same = await put(alex, { categoryIds: [categories.Local!.id], description: 'Mine' });
    expect(same.status, same.text).toBe(200);
    const left = await put(alex, { description: 'Mine again' });
    expect(left.status, left.text).toBe(200);
    const changed = await put(alex, { categoryIds: [categories.News!.id] });
    expect(changed.status).toBe(403);
    expect((await listed()).categoryIds).toEqual([categories.Local!.id]);
  });
});
