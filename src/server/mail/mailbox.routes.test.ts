import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '../http/client-address';
import { startTestApp, type TestApp } from '../test/test-app';

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
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

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

  it('shows an HTML page whose message text is escaped', async () => {
    const response = await app.client().get('/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Confirm your Radio Station account');
  });

  it('refuses a request that is not from this machine, even with a forged forwarded header', async () => {
    // Behind a trusted proxy the client address is the forwarded one.
    const proxied = await startTestApp({ trustProxy: true });
    try {
      await proxied.signUp(proxied.client(), proxied.email('private'));
      for (const path of ['/mailbox', '/mailbox/messages.json']) {
        const remote = await proxied.client().get(path, {
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        expect(remote.status).toBe(403);
        expect(remote.text).not.toContain('verify-email');
      }
      // Without a trusted proxy the header is ignored: the socket is loopback, and so is the answer.
      const local = await app.client().get('/mailbox/messages.json', {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(local.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
