import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { imageForm, PNG_1X1 } from '../test/images';
import { useTestApp } from '../test/use-test-app';

/**
 * The server log is JSON lines (src/server/lib/logger.ts): whatever a client sends cannot forge a
 * line, make one grow without bound, or bring personal data or request content into it. Every
 * line the app, better-auth and the mailer log is captured as the server writes it.
 */
const MAX_LINE_CHARS = 4_096;

const { app } = useTestApp();

/** Every line is one JSON object with no raw line break, and short. */
function expectWellFormed(lines: readonly string[]) {
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    const entry = JSON.parse(line) as { msg?: unknown; level?: unknown };
    expect(entry.msg).toBeTypeOf('string');
    expect(entry.level).toBeTypeOf('string');
  }
}

describe('the server log', () => {
  it('keeps a failed upload’s query out of it: no image bytes, a short line with the error code', async () => {
    const user = await app.createUser();
    const marker = 'IMAGEBYTES-'.repeat(40_000);
    const image = Buffer.concat([PNG_1X1, Buffer.from(marker)]);
    // A real database failure at the insert that no mapping turns into a 4xx: the server's own
    // fault, which is logged (a trigger raising PostgreSQL's plain exception, P0001).
    await app.db.execute(
      sql.raw(`CREATE FUNCTION refuse_all() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
        CREATE TRIGGER refuse_all BEFORE INSERT ON media FOR EACH ROW EXECUTE FUNCTION refuse_all()`),
    );
    const from = app.logs.length;
    try {
      const response = await user.client.post('/api/media', {
        form: imageForm(image, 'image/png'),
      });
      expect(response.status).toBe(500);
      expect(response.json()).toMatchObject({ error: { code: 'internal_error' } });
    } finally {
      await app.db.execute(sql.raw('DROP TRIGGER refuse_all ON media; DROP FUNCTION refuse_all()'));
    }
    const lines = app.logs.slice(from);
    expectWellFormed(lines);
    const failure = lines.map((line) => JSON.parse(line)).find((e) => e.path === '/api/media');
    expect(failure).toMatchObject({ code: 'P0001', userId: user.id });
    const log = lines.join('\n');
    expect(log).not.toContain('IMAGEBYTES');
    // The same bytes as a parameter list or in hex.
    expect(log).not.toContain([...Buffer.from('IMAGEBYTES')].join(','));
    expect(log).not.toContain(Buffer.from('IMAGEBYTES').toString('hex'));
    expect(log).not.toMatch(/insert into|params/i);
  });

  it('cannot be forged by a CR/LF in a callbackURL, a query or a field, and lines stay short', async () => {
    const forged = '{"level":"error","msg":"forged line"}';
    const hostile = `https://evil.example/\r\n${forged}\r\n[http] forged line ${'x'.repeat(20_000)}`;
    const from = app.logs.length;
    const client = app.client();
    await client.post('/api/auth/sign-up/email', {
      json: { email: app.email('crlf'), password: 'long enough 1', name: '', callbackURL: hostile },
    });
    await client.post('/api/auth/sign-in/email', {
      json: { email: app.email('crlf'), password: 'long enough 1', callbackURL: hostile },
    });
    await client.post('/api/auth/request-password-reset', {
      json: { email: app.email('crlf'), redirectTo: hostile },
    });
    await client.get(
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(hostile.slice(0, 2_000))}`,
    );
    await client.post('/api/shows', { json: { name: hostile } });
    const lines = app.logs.slice(from);
    // A refused address is an answer, not a fault: no line per request for anyone to fill the
    // log with.
    expect(lines.filter((line) => /Invalid \w*URL/.test(line))).toEqual([]);
    expectWellFormed(lines);
    const log = lines.join('\n');
    expect(log).not.toContain('forged line');
    expect(log).not.toContain('evil.example');

    // Whatever does reach the log stays one short line: the logger itself, given the same text.
    const written: string[] = [];
    const logger = createLogger({
      level: 'info',
      destination: { write: (line: string) => void written.push(line) },
    });
    logger.error(`refused ${hostile}`, { field: hostile });
    expect(written).toHaveLength(1);
    expect(written[0]!.replace(/\n$/, '').split('\n')).toHaveLength(1);
    expectWellFormed(written.map((line) => line.replace(/\n$/, '')));
  });

  it('names no e-mail address through sign-up, sign-in, reset and e-mail change', async () => {
    const from = app.logs.length;
    const address = app.email('private');
    const newAddress = app.email('private-new');
    const user = await app.createUser({ email: address });
    expect((await app.signIn(app.client(), address, 'a wrong password')).status).toBe(401);
    await app.client().post('/api/auth/request-password-reset', {
      json: { email: address, redirectTo: '/reset-password' },
    });
    await app.client().post('/api/auth/request-password-reset', {
      json: { email: app.email('nobody'), redirectTo: '/reset-password' },
    });
    const changed = await user.client.post('/api/account/email', {
      json: { newEmail: newAddress, currentPassword: user.password },
    });
    expect(changed.status).toBe(200);
    const link = await app.outbox.latestLink(newAddress);
    expect((await user.client.get(link)).status).toBe(302);
    const lines = app.logs.slice(from);
    // The outbox announced its mail, so the journey was logged at all.
    expect(lines.filter((line) => line.includes('[mail]')).length).toBeGreaterThanOrEqual(3);
    expectWellFormed(lines);
    const log = lines.join('\n');
    for (const secret of [address, newAddress, address.split('@')[0]!]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    expect(log).not.toMatch(/@example\.com/);
  });
});
