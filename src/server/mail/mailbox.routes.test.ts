import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '../http/client-address';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { HttpClient } from '../test/http-client';
import { startQuietServer } from '../test/quiet-server';
import { startTestApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { OUTBOX_KEPT_DAYS, sweepOldMail } from './outbox-sweep';

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.4.5.6', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['203.0.113.9', false],
    ['::ffff:10.0.0.5', false],
    ['1127.0.0.1', false],
    ['fe80::1', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('the local mailbox', () => {
  const { app } = useTestApp();

  it('lists the outbox as JSON, newest first, with the links', async () => {
    const first = app.email('first');
    const second = app.email('second');
    await app.signUp(app.client(), first);
    await app.signUp(app.client(), second);
    const response = await app.client().get('/mailbox/messages.json');
    expect(response.status).toBe(200);
    const { messages } = response.json<{
      messages: { to: string; subject: string; links: string[] }[];
    }>();
    expect(messages.map((m) => m.to).slice(0, 2)).toEqual([second, first]);
    expect(messages[0]?.links[0]).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('forgets mail older than two weeks, links and all', async () => {
    const recent = app.email('recent');
    const old = app.email('old');
    await app.signUp(app.client(), recent);
    await app.signUp(app.client(), old);
    await app.db.execute(
      sql`update mail_outbox set created_at = now() - make_interval(days => ${OUTBOX_KEPT_DAYS}, mins => 1) where "to" = ${old}`,
    );
    expect(await sweepOldMail(app.db)).toBe(1);
    expect(await app.outbox.to(old)).toEqual([]);
    expect(await app.outbox.to(recent)).toHaveLength(1);
    expect(await sweepOldMail(app.db)).toBe(0);
  });

  it('shows an HTML page whose message text is escaped', async () => {
    const response = await app.client().get('/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Confirm your Radio Station account');
  });

  const PROXY_HEADERS: Record<string, string>[] = [
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for=203.0.113.9;proto=https' },
    { 'x-real-ip': '203.0.113.9' },
    { 'x-forwarded-host': 'radio.example.org' },
    { 'x-forwarded-proto': 'https' },
    { via: '1.1 proxy' },
    { 'true-client-ip': '203.0.113.9' },
    { 'cf-connecting-ip': '203.0.113.9' },
  ];

  it.each(PROXY_HEADERS)('refuses a request a proxy passed on: %o', async (headers) => {
    for (const path of ['/mailbox', '/mailbox/messages.json']) {
      const response = await app.client().get(path, { headers });
      expect(response.status).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
    // Nor does the sign-in page point that browser to it.
    const config = await app.client().get('/api/config', { headers });
    expect(config.json()).toMatchObject({ outboxMail: false });
  });

  it.each([
    'radio.example.org',
    'radio.example.org:443',
    '203.0.113.9',
    '[2001:db8::1]',
    'localhost.evil.example',
  ])('refuses a request addressed to the outside host name %s', async (host) => {
    const response = await app.client().get('/mailbox/messages.json', { headers: { host } });
    expect(response.status).toBe(403);
    const config = await app.client().get('/api/config', { headers: { host } });
    expect(config.json()).toMatchObject({ outboxMail: false });
  });

  it.each(['localhost', 'localhost:3000', '127.0.0.1', '127.1.2.3:80', '[::1]:3000'])(
    'answers a browser on this machine addressing it as %s',
    async (host) => {
      const response = await app.client().get('/mailbox/messages.json', { headers: { host } });
      expect(response.status).toBe(200);
      const config = await app.client().get('/api/config', { headers: { host } });
      expect(config.json()).toMatchObject({ outboxMail: true });
    },
  );

  it('refuses HTTP/1.0, which nginx speaks to the server it proxies by default', async () => {
    const answer = await rawRequest(
      app.port,
      'GET /mailbox/messages.json HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.[01] 403/);
    expect(answer).not.toContain('verify-email');
  });

  it('refuses a forwarded request behind a trusted proxy too, whatever address it names', async () => {
    const proxied = await startTestApp({ trustProxy: true });
    try {
      await proxied.signUp(proxied.client(), proxied.email('private'));
      for (const forwardedFor of ['203.0.113.9', '127.0.0.1']) {
        const response = await proxied.client().get('/mailbox/messages.json', {
          headers: { 'x-forwarded-for': forwardedFor },
        });
        expect(response.status).toBe(403);
        expect(response.text).not.toContain('verify-email');
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('a server that sends its mail, or keeps the mailbox off', { timeout: 60_000 }, () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'radio-mailbox-'));
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['SMTP_URL is set', { SMTP_URL: 'smtp://127.0.0.1:9' }],
    ['MAILBOX=off', { MAILBOX: 'off' }],
    ['TRUST_PROXY says a proxy is in front', { TRUST_PROXY: 'true' }],
    ['PUBLIC_URL is a public address', { PUBLIC_URL: 'https://radio.example.org' }],
  ])('has no mailbox when %s', async (_, env) => {
    const server = await startQuietServer(dataDir, {
      DATABASE_URL: database.url,
      AUTH_SECRET: 'a test secret that is long enough to sign sessions',
      ...env,
    });
    try {
      const c = new HttpClient(`http://127.0.0.1:${server.port}`);
      for (const path of ['/mailbox', '/mailbox/messages.json']) {
        const response = await c.get(path);
        expect(response.status).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
      }
      expect((await c.get('/api/config')).json()).toMatchObject({ outboxMail: false });
    } finally {
      await server.close();
    }
  });
});

/** One request written by hand, for what the HTTP clients will not send; resolves the answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
