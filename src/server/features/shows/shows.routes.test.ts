import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dj } from '../../../shared/schemas/dj';
import type { Show } from '../../../shared/schemas/show';
import { djs, scheduledShows, shows, weeklySchedules } from '../../db/schema';
import { imageForm, PNG_1X1 } from '../../test/images';
import { useTestApp } from '../../test/use-test-app';
import { createDj } from '../../test/schedule-set-up';

const { app, staff } = useTestApp({}, { staff: {} });
let activeDj: Dj;
let inactiveDj: Dj;

beforeAll(async () => {
  activeDj = await createDj(staff, { name: 'On Air' });
  inactiveDj = await createDj(staff, { name: 'Retired', active: false });
});

const createShow = async (body: Record<string, unknown>) => {
  const response = await staff.client.post('/api/shows', { json: body });
  expect(response.status, response.text).toBe(201);
  return response.json<{ show: Show }>().show;
};

const fieldsOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { fields: Record<string, string> } }>().error.fields;

describe('/api/shows', () => {
  it('refuses every call without a session', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/shows')).status).toBe(401);
    expect((await anonymous.post('/api/shows', { json: { name: 'X', duration: 1 } })).status).toBe(
      401,
    );
    expect(
      (await anonymous.request('DELETE', '/api/shows/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(401);
  });

  it('creates a show with defaults and the names of its DJs', async () => {
    const show = await createShow({
      name: 'Morning Drive',
      duration: 1.5,
      djIds: [activeDj.id],
      genres: ['Pop', 'Rock', 'Pop'],
    });
    expect(show).toMatchObject({
      name: 'Morning Drive',
      duration: 1.5,
      djIds: [activeDj.id],
      djNames: ['On Air'],
      genres: ['Pop', 'Rock'],
      color: '#3b82f6',
      description: null,
      imageUrl: null,
    });
  });

  it.each([
    [{ duration: 1 }, 'name', 'Show name is required'],
    [{ name: '  ', duration: 1 }, 'name', 'Show name is required'],
    [{ name: 'A', duration: 0.2 }, 'duration', 'Duration must be at least 0.25 hours'],
    [{ name: 'A', duration: 25 }, 'duration', 'Duration must be at most 24 hours'],
    [{ name: 'A', duration: 1.3 }, 'duration', 'Duration must be in steps of 0.25 hours'],
    [{ name: 'A', duration: '1' }, 'duration', expect.any(String)],
    [{ name: 'A', duration: 1, color: '#123456' }, 'color', 'Choose one of the palette colours'],
    [{ name: 'A', duration: 1, genres: ['Polka'] }, 'genres.0', 'Unknown genre'],
    [
      { name: 'A', duration: 1, imageUrl: 'data:image/png;base64,AAAA' },
      'imageUrl',
      'Must be a valid URL',
    ],
  ])('refuses %j with 422 at %s', async (body, field, message) => {
    const response = await staff.client.post('/api/shows', { json: body });
    expect(response.status).toBe(422);
    expect(fieldsOf(response)[field]).toEqual(message);
  });

  it('refuses DJ ids that do not exist and DJs that are inactive', async () => {
    const unknown = await staff.client.post('/api/shows', {
      json: { name: 'A', duration: 1, djIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown).djIds).toBe('A selected DJ no longer exists');

    const inactive = await staff.client.post('/api/shows', {
      json: { name: 'A', duration: 1, djIds: [inactiveDj.id] },
    });
    expect(inactive.status).toBe(422);
    expect(fieldsOf(inactive).djIds).toBe('Only active DJs can be assigned');
  });

  it('keeps a DJ who became inactive on a show, but does not newly assign one', async () => {
    const dj = await createDj(staff, { name: 'Soon Inactive' });
    const show = await createShow({ name: 'Kept', duration: 1, djIds: [dj.id] });
    await staff.client.request('PUT', `/api/djs/${dj.id}`, {
      json: { name: 'Soon Inactive', active: false },
    });

    const kept = await staff.client.request('PUT', `/api/shows/${show.id}`, {
      json: { name: 'Kept (renamed)', duration: 1, djIds: [dj.id] },
    });
    expect(kept.status, kept.text).toBe(200);
    const added = await staff.client.request('PUT', `/api/shows/${show.id}`, {
      json: { name: 'Kept', duration: 1, djIds: [dj.id, inactiveDj.id] },
    });
    expect(added.status).toBe(422);
  });

  it('references an uploaded image by URL and never carries image bytes in the list', async () => {
    const upload = await staff.client.post('/api/media', { form: imageForm(PNG_1X1, 'image/png') });
    expect(upload.status).toBe(201);
    const { url } = upload.json<{ url: string }>();
    const show = await createShow({ name: 'Pictured', duration: 1, imageUrl: url });
    expect(show.imageUrl).toMatch(/^\/media\/[a-f0-9]{64}$/);

    const list = await staff.client.get('/api/shows');
    expect(list.text).not.toContain('base64');
    const image = await staff.client.get(show.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('deleting a template keeps the snapshot of shows already placed', async () => {
    const show = await createShow({
      name: 'Snapshot Show',
      duration: 1,
      djIds: [activeDj.id],
      genres: ['Jazz'],
    });
    await app.db
      .insert(weeklySchedules)
      .values({ id: '2030-01-06', startDate: '2030-01-06', endDate: '2030-01-12' });
    const [placed] = await app.db
      .insert(scheduledShows)
      .values({
        weeklyScheduleId: '2030-01-06',
        showTemplateId: show.id,
        showName: show.name,
        showGenres: show.genres,
        showColor: show.color,
        djNames: show.djNames,
        dayIndex: 1,
        timeIndex: 32,
        duration: 4,
      })
      .returning();

    expect((await staff.client.request('DELETE', `/api/shows/${show.id}`)).status).toBe(204);
    const [after] = await app.db
      .select()
      .from(scheduledShows)
      .where(eq(scheduledShows.id, placed!.id));
    expect(after).toMatchObject({
      showTemplateId: null,
      showName: 'Snapshot Show',
      djNames: ['On Air'],
      showGenres: ['Jazz'],
    });
    expect((await staff.client.request('DELETE', `/api/shows/${show.id}`)).status).toBe(404);
  });

  it('updates a show and answers 404 for an unknown one', async () => {
    const show = await createShow({ name: 'Old', duration: 1 });
    const updated = await staff.client.request('PUT', `/api/shows/${show.id}`, {
      json: { name: 'New', duration: 24, color: '#f97316', genres: ['Talk'], description: 'Words' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json<{ show: Show }>().show).toMatchObject({
      name: 'New',
      duration: 24,
      color: '#f97316',
      description: 'Words',
    });
    const missing = await staff.client.request(
      'PUT',
      '/api/shows/00000000-0000-4000-8000-000000000000',
      {
        json: { name: 'X', duration: 1 },
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ error: { message: 'Show template not found' } });
  });

  it('lists a library of 200 shows and 100 DJs with images as small JSON with image addresses only', async () => {
    const upload = await staff.client.post('/api/media', { form: imageForm(PNG_1X1, 'image/png') });
    const { url } = upload.json<{ url: string }>();
    const team = await app.db
      .insert(djs)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          name: `Bulk DJ ${i}`,
          avatarUrl: url,
          tags: ['House'],
        })),
      )
      .returning({ id: djs.id });
    await app.db.insert(shows).values(
      Array.from({ length: 200 }, (_, i) => ({
        name: `Bulk Show ${i}`,
        duration: 1,
        djIds: [team[i % 100]!.id],
        genres: ['Pop', 'Rock'],
        imageUrl: url,
        description: 'A show',
      })),
    );
    const showList = await staff.client.get('/api/shows');
    const djList = await staff.client.get('/api/djs');
    expect(showList.json<{ shows: Show[] }>().shows.length).toBeGreaterThanOrEqual(200);
    expect(djList.json<{ djs: Dj[] }>().djs.length).toBeGreaterThanOrEqual(100);
    for (const list of [showList, djList]) {
      expect(list.text).not.toMatch(/data:image|base64/);
      // Well under 1 KB per item: addresses, not bytes.
      expect(list.body.byteLength).toBeLessThan(300 * 1024);
    }
  });
});
