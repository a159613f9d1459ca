import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../http/storage-exhausted';
import { imageForm, PNG_1X1 } from '../test/images';
import { useTestApp } from '../test/use-test-app';

// A full disk without filling one: triggers make every write to these tables fail the way
// PostgreSQL fails when it cannot extend a file (SQLSTATE 53100 disk_full).
const { app, user } = useTestApp({}, { user: {} });
let imageUrl: string;
const SHOW = { name: 'Morning', duration: 2, djIds: [], genres: [], color: '#059669' };

beforeAll(async () => {
  imageUrl = (
    await user.client.post('/api/media', { form: imageForm(PNG_1X1, 'image/png') })
  ).json<{
    url: string;
  }>().url;
  expect((await user.client.post('/api/shows', { json: SHOW })).status).toBe(201);
});

async function failWrites(errcode: string, message: string) {
  await app.db.execute(
    sql.raw(`create or replace function test_fail_write() returns trigger language plpgsql as $$
      begin raise exception '${message}' using errcode = '${errcode}'; end $$`),
  );
  for (const table of ['media', 'shows']) {
    await app.db.execute(
      sql.raw(`create or replace trigger test_fail_write before insert or update on ${table}
        for each row execute function test_fail_write()`),
    );
  }
}

async function allowWrites() {
  for (const table of ['media', 'shows', 'sessions', 'users']) {
    await app.db.execute(sql.raw(`drop trigger if exists test_fail_write on ${table}`));
  }
}

describe('a full disk', () => {
  it('answers uploads and writes 507 JSON with a message, and keeps serving reads', async () => {
    await failWrites('53100', 'could not extend file: No space left on device');
    try {
      const png = Buffer.concat([PNG_1X1, randomBytes(64)]);
      const upload = await user.client.post('/api/media', { form: imageForm(png, 'image/png') });
      expect(upload.status).toBe(507);
      expect(upload.json()).toEqual({
        error: { code: 'storage_full', message: STORAGE_FULL_MESSAGE },
      });
      const created = await user.client.post('/api/shows', { json: { ...SHOW, name: 'Late' } });
      expect(created.status).toBe(507);
      expect(created.json()).toMatchObject({ error: { code: 'storage_full' } });

      // Reads go on.
      const shows = await user.client.get('/api/shows');
      expect(shows.status).toBe(200);
      expect(JSON.stringify(shows.json())).not.toContain('Late');
      expect((await app.client().get(imageUrl)).status).toBe(200);
      expect((await user.client.get('/api/weeks/2026-12-06')).status).toBe(200);
      expect(app.logs.some((line) => line.includes('53100'))).toBe(true);

      // Even when the session is due to be extended, which is a write.
      const due = await app.createUser();
      await app.db.execute(
        sql`update sessions set expires_at = now() + interval '1 day', updated_at = now() - interval '29 days' where user_id = ${due.id}`,
      );
      await app.db.execute(
        sql.raw(`create or replace trigger test_fail_write before update on sessions
          for each row execute function test_fail_write()`),
      );
      expect((await due.client.get('/api/shows')).status).toBe(200);
    } finally {
      await allowWrites();
    }
    // Once there is space again, the same write goes through.
    expect((await user.client.post('/api/shows', { json: { ...SHOW, name: 'Late' } })).status).toBe(
      201,
    );
  });

  it('answers 503 with Retry-After while the database is out of memory or connections', async () => {
    await failWrites('53200', 'out of memory');
    try {
      const created = await user.client.post('/api/shows', { json: SHOW });
      expect(created.status).toBe(503);
      expect(created.headers['retry-after']).toBeTruthy();
      expect(created.json()).toMatchObject({ error: { code: 'server_busy' } });
    } finally {
      await allowWrites();
    }
  });

  it('answers the account routes 507 as well, not their own 500', async () => {
    await app.db.execute(
      sql.raw(`create or replace function test_fail_write() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file' using errcode = '53100'; end $$`),
    );
    for (const table of ['users', 'sessions']) {
      await app.db.execute(
        sql.raw(`create or replace trigger test_fail_write before insert on ${table}
          for each row execute function test_fail_write()`),
      );
    }
    try {
      // better-auth answers a failed account creation itself, as a refusal.
      const signUp = await app.signUp(app.client(), app.email('full-disk'));
      expect([422, 507], signUp.text).toContain(signUp.status);
      const signIn = await app.signIn(app.client(), user.email, user.password);
      expect(signIn.status, signIn.text).toBe(507);
      expect(signIn.json()).toMatchObject({ error: { code: 'storage_full' } });
    } finally {
      await allowWrites();
    }
    expect((await app.signIn(app.client(), user.email, user.password)).status).toBe(200);
  });
});
