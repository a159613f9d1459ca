import { describe, expect, it } from 'vitest';
import type { Dj } from '../../../shared/schemas/dj';
import type { Show } from '../../../shared/schemas/show';
import { useTestApp } from '../../test/use-test-app';
import { DJ_NAME_TAKEN, DJ_NAME_USED_BEFORE } from './dj-names';

const { app, staff } = useTestApp({}, { staff: {} });

const createDj = async (body: Record<string, unknown>) => {
  const response = await staff.client.post('/api/djs', { json: body });
  expect(response.status, response.text).toBe(201);
  return response.json<{ dj: Dj }>().dj;
};

describe('/api/djs', () => {
  it('refuses every call without a session', async () => {
    const anonymous = app.client();
    for (const [method, path] of [
      ['GET', '/api/djs'],
      ['POST', '/api/djs'],
      ['PUT', '/api/djs/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/djs/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await anonymous.request(method, path, { json: { name: 'X' } });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('creates a DJ, stores empty optional fields as absent and normalises tags', async () => {
    const dj = await createDj({
      name: 'Ana',
      bio: '',
      email: '',
      phone: '',
      avatarUrl: '',
      tags: ['House', ' house ', 'Late Night ', ''],
    });
    expect(dj).toMatchObject({
      name: 'Ana',
      bio: null,
      email: null,
      phone: null,
      avatarUrl: null,
      active: true,
    });
    expect(dj.tags).toEqual(['House', 'Late Night']);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
    [{ name: 'A', bio: 'x'.repeat(1001) }, 'bio', 'Bio must be less than 1000 characters'],
    [{ name: 'A', email: 'not-mail' }, 'email', 'Must be a valid email'],
    [{ name: 'A', avatarUrl: 'javascript:alert(1)' }, 'avatarUrl', 'Must be a valid URL'],
    [{ name: 'A', phone: '0'.repeat(21) }, 'phone', 'Phone must be less than 20 characters'],
    [{ name: 'A', active: 'yes' }, 'active', expect.any(String)],
    [{ name: 'A', role: 'admin' }, '', expect.stringContaining('role')],
  ])('refuses %j with 422 at %s', async (body, field, message) => {
    const before = (await staff.client.get('/api/djs')).json<{ djs: Dj[] }>().djs.length;
    const response = await staff.client.post('/api/djs', { json: body });
    expect(response.status).toBe(422);
    expect(
      response.json<{ error: { fields: Record<string, string> } }>().error.fields[field],
    ).toEqual(message);
    expect((await staff.client.get('/api/djs')).json<{ djs: Dj[] }>().djs.length).toBe(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await staff.client.post('/api/djs', {
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('lists DJs oldest first', async () => {
    const first = await createDj({ name: 'Order One' });
    const second = await createDj({ name: 'Order Two' });
    const names = (await staff.client.get('/api/djs')).json<{ djs: Dj[] }>().djs.map((d) => d.id);
    expect(names.indexOf(first.id)).toBeLessThan(names.indexOf(second.id));
  });

  it('updates a DJ and answers 404 for unknown or malformed ids', async () => {
    const dj = await createDj({ name: 'Before', tags: ['Jazz'] });
    const updated = await staff.client.request('PUT', `/api/djs/${dj.id}`, {
      json: { name: 'After', active: false, tags: [] },
    });
    expect(updated.status).toBe(200);
    expect(updated.json<{ dj: Dj }>().dj).toMatchObject({ name: 'After', active: false, tags: [] });

    const missing = await staff.client.request(
      'PUT',
      '/api/djs/00000000-0000-4000-8000-000000000000',
      { json: { name: 'X' } },
    );
    expect(missing.status).toBe(404);
    const malformed = await staff.client.request('DELETE', '/api/djs/not-a-uuid');
    expect(malformed.status).toBe(404);
  });

  it("refuses another DJ's name or a look-alike of it, and keeps an entry's own name", async () => {
    const morgan = await createDj({ name: 'Morgan Vale' });
    const other = await createDj({ name: 'Someone Else' });
    for (const name of [
      'morgan vale',
      'Mоrgan Vale',
      'ＭＯＲＧＡＮ ＶＡＬＥ',
      'Morgan  Vale',
      'Mor\u200bgan Vale',
    ]) {
      const added = await staff.client.post('/api/djs', { json: { name } });
      expect(added.status, name).toBe(422);
      expect(added.json()).toMatchObject({ error: { fields: { name: DJ_NAME_TAKEN } } });
      const renamed = await staff.client.request('PUT', `/api/djs/${other.id}`, { json: { name } });
      expect(renamed.status, name).toBe(422);
      expect(renamed.json()).toMatchObject({ error: { fields: { name: DJ_NAME_TAKEN } } });
    }
    const kept = await staff.client.request('PUT', `/api/djs/${morgan.id}`, {
      json: { name: 'MORGAN VALE', bio: 'Still me' },
    });
    expect(kept.status).toBe(200);
  });

  it("refuses another DJ's former name: placements keep names, so it would merge two hosts", async () => {
    const jo = await createDj({ name: 'Jo Banks' });
    const renamed = await staff.client.request('PUT', `/api/djs/${jo.id}`, {
      json: { name: 'Joanna Banks' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const kim = await createDj({ name: 'Kim Oduya' });
    for (const name of ['Jo Banks', 'jo  banks']) {
      const taken = await staff.client.request('PUT', `/api/djs/${kim.id}`, { json: { name } });
      expect(taken.status, name).toBe(422);
      expect(taken.json()).toMatchObject({ error: { fields: { name: DJ_NAME_USED_BEFORE } } });
      const added = await staff.client.post('/api/djs', { json: { name } });
      expect(added.status, name).toBe(422);
      expect(added.json()).toMatchObject({ error: { fields: { name: DJ_NAME_USED_BEFORE } } });
    }
    const kimNow = (await staff.client.get('/api/djs')).json<{ djs: Dj[] }>().djs;
    expect(kimNow.find((d) => d.id === kim.id)!.name).toBe('Kim Oduya');
    // The entry itself may take its own former name back.
    const back = await staff.client.request('PUT', `/api/djs/${jo.id}`, {
      json: { name: 'Jo Banks' },
    });
    expect(back.status, back.text).toBe(200);
  });

  it('stores markup in a name as plain text', async () => {
    const dj = await createDj({ name: '<img src=x onerror=alert(1)>' });
    expect(dj.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('deleting a DJ takes them off the DJ lists of shows', async () => {
    const leaving = await createDj({ name: 'Leaving' });
    const staying = await createDj({ name: 'Staying' });
    const created = await staff.client.post('/api/shows', {
      json: { name: 'Duo Show', duration: 2, djIds: [leaving.id, staying.id] },
    });
    expect(created.status).toBe(201);
    const show = created.json<{ show: Show }>().show;

    expect((await staff.client.request('DELETE', `/api/djs/${leaving.id}`)).status).toBe(204);
    const shows = (await staff.client.get('/api/shows')).json<{ shows: Show[] }>().shows;
    const after = shows.find((s) => s.id === show.id)!;
    expect(after.djIds).toEqual([staying.id]);
    expect(after.djNames).toEqual(['Staying']);
    expect((await staff.client.request('DELETE', `/api/djs/${leaving.id}`)).status).toBe(404);
  });
});
