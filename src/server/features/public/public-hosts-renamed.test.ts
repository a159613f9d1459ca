import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dj } from '../../../shared/schemas/dj';
import { djs } from '../../db/schema';
import type { HttpClient } from '../../test/http-client';
import { lastStatementOf } from '../../test/migration-statement';
import { revisionMoved } from '../../test/revision-moved';
import { usePublicFixture } from './public-fixture';

/**
 * A placed show keeps the DJ names of the day it was placed, so the public schedule finds a
 * show's hosts by the names their entries have or had: a rename keeps a DJ on their public pages,
 * and a DJ only added to the library show is still not announced (docs/decisions/0051).
 */
const f = usePublicFixture();
let listener: HttpClient;
let newcomer: Dj;
const BASE = '/api/public/v1';

beforeAll(async () => {
  listener = f.app.client({ origin: null });
  await f.publish();
  const rename = async (name: string) => {
    const response = await f.manager.client.request('PUT', `/api/djs/${f.ann.id}`, {
      json: { ...annValues, name },
    });
    expect(response.status, response.text).toBe(200);
  };
  const annValues = {
    bio: f.ann.bio,
    tags: f.ann.tags,
    email: f.ann.email,
    phone: f.ann.phone,
  };
  // Twice, the second time only in case: the airings still name "Ann Public".
  await rename('Ana Maria');
  await rename('ANA MARIA');
  await rename('Ana Maria');
  const created = await f.manager.client.post('/api/djs', { json: { name: 'Newcomer' } });
  expect(created.status, created.text).toBe(201);
  newcomer = created.json<{ dj: Dj }>().dj;
  const { jazz } = f;
  const show = await f.manager.client.request('PUT', `/api/shows/${jazz.id}`, {
    json: { name: jazz.name, duration: jazz.duration, djIds: [f.ann.id, newcomer.id] },
  });
  expect(show.status, show.text).toBe(200);
});
describe('a host renamed after their shows were placed', () => {
  it('keeps their host answer, by their new name, with their show', async () => {
    const response = await listener.get(`${BASE}/hosts/${f.ann.id}`);
    expect(response.status, response.text).toBe(200);
    const { host } = response.json<{ host: { name: string; shows: { id: string }[] } }>();
    expect(host.name).toBe('Ana Maria');
    expect(host.shows.map((s) => s.id)).toEqual([f.jazz.id]);
  });

  it('stays a host of the show, and of the hosts list', async () => {
    const show = await listener.get(`${BASE}/shows/${f.jazz.id}`);
    expect(show.status, show.text).toBe(200);
    expect(show.json<{ show: { hosts: unknown[] } }>().show.hosts).toEqual([
      { id: f.ann.id, name: 'Ana Maria' },
    ]);
    const hosts = await listener.get(`${BASE}/hosts`);
    expect(hosts.json<{ hosts: { id: string }[] }>().hosts.map((h) => h.id)).toEqual([f.ann.id]);
  });

  it('keeps their page on air', async () => {
    const page = await listener.get(`/on-air/hosts/${f.ann.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Ana Maria');
  });

  it('does not announce a DJ added to the show after its airings were published', async () => {
    expect((await listener.get(`${BASE}/hosts/${newcomer.id}`)).status).toBe(404);
    expect((await listener.get(`/on-air/hosts/${newcomer.id}`)).status).toBe(404);
  });
});

describe('a host renamed before their entries kept former names', () => {
  it('is found again by the names the activity log kept (migration 0021)', async () => {
    const formerNames = () =>
      f.app.db
        .select({ formerNames: djs.formerNames })
        .from(djs)
        .where(eq(djs.id, f.ann.id))
        .then(([row]) => row!.formerNames);
    const cleared = revisionMoved(f.app, 'library');
    await f.app.db.update(djs).set({ formerNames: [] }).where(eq(djs.id, f.ann.id));
    await cleared;
    expect((await listener.get(`${BASE}/hosts/${f.ann.id}`)).status).toBe(404);
    const backfilled = revisionMoved(f.app, 'library');
    await f.app.db.execute(sql.raw(lastStatementOf('drizzle/0021_dj-former-names.sql')));
    await backfilled;
    // Latest first, once each whatever the case, never the current name.
    expect(await formerNames()).toEqual(['Ann Public']);
    expect((await listener.get(`${BASE}/hosts/${f.ann.id}`)).status).toBe(200);
  });
});
