import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '../../../shared/webhooks/webhooks';
import { WEBHOOK_MESSAGES } from '../../../shared/webhooks/webhooks';
import { useTestApp } from '../../test/use-test-app';
import { guardedLookup, refusalOf } from './endpoint-address';
import { errorOf } from '../../test/schedule-set-up';

const { app, manager, dj } = useTestApp({}, { manager: {}, dj: {} });

const valid = { url: 'http://127.0.0.1:9/hooks', events: ['week.published'] };

describe('webhook endpoints', () => {
  it('registers an endpoint and shows its secret once, then lists it without', async () => {
    const created = await manager.client.post('/api/webhooks', {
      json: { ...valid, description: 'Playout', events: ['week.published', 'show.startingSoon'] },
    });
    expect(created.status, created.text).toBe(201);
    const { endpoint, secret } = created.json<{ endpoint: WebhookEndpoint; secret: string }>();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint).toMatchObject({ description: 'Playout', leadMinutes: 15, enabled: true });

    const listed = await manager.client.get('/api/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(secret);
    expect(listed.json<{ endpoints: WebhookEndpoint[] }>().endpoints).toContainEqual(
      expect.objectContaining({ id: endpoint.id, url: valid.url }),
    );

    const rotated = await manager.client.post(`/api/webhooks/${endpoint.id}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.json<{ secret: string }>().secret).not.toBe(secret);

    const changed = await manager.client.patch(`/api/webhooks/${endpoint.id}`, {
      json: { ...valid, events: ['schedule.changed'], leadMinutes: 45, enabled: false },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json<{ endpoint: WebhookEndpoint }>().endpoint).toMatchObject({
      events: ['schedule.changed'],
      leadMinutes: 45,
      enabled: false,
    });

    // Paused: nothing waiting is sent later, and no test event is offered.
    const paused = await manager.client.post(`/api/webhooks/${endpoint.id}/test`);
    expect(paused.status).toBe(409);
    expect(errorOf(paused).message).toBe(WEBHOOK_MESSAGES.paused);

    expect((await manager.client.request('DELETE', `/api/webhooks/${endpoint.id}`)).status).toBe(
      204,
    );
    const gone = await manager.client.post(`/api/webhooks/${endpoint.id}/test`);
    expect(gone.status).toBe(404);
    expect(errorOf(gone).message).toBe(WEBHOOK_MESSAGES.notFound);
  });

  it('refuses addresses outside https, loopback and the public internet, with the field named', async () => {
    const cases: [string, string][] = [
      ['http://example.com/hooks', WEBHOOK_MESSAGES.urlScheme],
      ['ftp://127.0.0.1/hooks', WEBHOOK_MESSAGES.urlScheme],
      ['not a url', WEBHOOK_MESSAGES.urlInvalid],
      ['https://user:pw@example.com/', WEBHOOK_MESSAGES.urlCredentials],
      ['https://10.1.2.3/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://192.168.0.10/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://172.20.0.1/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.privateAddress],
      ['https://100.64.0.1/', WEBHOOK_MESSAGES.privateAddress],
      ['https://0.0.0.0/', WEBHOOK_MESSAGES.privateAddress],
      ['https://[fe80::1]/', WEBHOOK_MESSAGES.privateAddress],
      ['https://[fd00::1]/', WEBHOOK_MESSAGES.privateAddress],
      ['https://[::ffff:10.0.0.1]/', WEBHOOK_MESSAGES.privateAddress],
      ['https://no-such-host.invalid/', WEBHOOK_MESSAGES.unresolvable],
    ];
    for (const [url, message] of cases) {
      const response = await manager.client.post('/api/webhooks', { json: { ...valid, url } });
      expect(response.status, url).toBe(422);
      expect(errorOf(response).fields?.url, url).toBe(message);
    }
    const noEvents = await manager.client.post('/api/webhooks', { json: { ...valid, events: [] } });
    expect(errorOf(noEvents).fields?.events).toBe(WEBHOOK_MESSAGES.eventsRequired);
    const badLead = await manager.client.post('/api/webhooks', {
      json: { ...valid, leadMinutes: 0 },
    });
    expect(errorOf(badLead).fields?.leadMinutes).toBe(WEBHOOK_MESSAGES.leadMinutes);
    // In the request's language: the address's own refusal and a shared check's.
    const inSpanish = await manager.client.post('/api/webhooks', {
      json: { ...valid, url: 'https://10.1.2.3/hooks', leadMinutes: 0 },
      headers: { 'accept-language': 'es' },
    });
    expect(errorOf(inSpanish).fields?.leadMinutes).toBe('Entre 1 y 1440 minutos');
    const private10 = await manager.client.post('/api/webhooks', {
      json: { ...valid, url: 'https://10.1.2.3/hooks' },
      headers: { 'accept-language': 'de' },
    });
    expect(errorOf(private10).fields?.url).toMatch(/^Diese Adresse führt in ein privates/);
  });

  it('checks the address again at connection time: private answers of a name are refused', async () => {
    const test = { allowLoopback: true };
    const mayConnect = (address: string, protocol: string, host: string) =>
      refusalOf(address, protocol, host, test) === null;
    expect(mayConnect('8.8.8.8', 'https:', 'dns.example')).toBe(true);
    expect(mayConnect('8.8.8.8', 'http:', 'dns.example')).toBe(false);
    expect(mayConnect('127.0.0.1', 'http:', 'localhost')).toBe(true);
    expect(mayConnect('::1', 'https:', '[::1]')).toBe(true);
    expect(mayConnect('::ffff:192.168.1.1', 'https:', 'x.example')).toBe(false);
    // A name other than localhost pointed at this machine would probe its ports.
    expect(mayConnect('127.0.0.1', 'https:', 'vm')).toBe(false);
    expect(mayConnect('127.0.0.1', 'https:', 'public.example')).toBe(false);
    // IPv4 inside IPv6: compatible, translated and Teredo forms.
    for (const address of ['::a00:1', '::ffff:0:a00:1', '2001:0:4136:e378:8000:63bf:3fff:fdd2']) {
      expect(mayConnect(address, 'https:', `[${address}]`)).toBe(false);
    }
    const answer = await new Promise<Error | null>((resolve) =>
      guardedLookup('https:', test)('10.9.8.7', {}, (error) => resolve(error)),
    );
    expect(answer?.message).toBe(WEBHOOK_MESSAGES.privateAddress);
    // "localhost" resolves to loopback and may be reached; the lookup answers it.
    const local = await new Promise<Error | null>((resolve) =>
      guardedLookup('https:', test)('localhost', {}, (error) => resolve(error)),
    );
    expect(local).toBeNull();
  });

  it('refuses loopback at connection time on an installation that does not allow it', async () => {
    const live = { allowLoopback: false };
    for (const [address, host] of [
      ['127.0.0.1', 'localhost'],
      ['127.0.0.1', '127.0.0.1'],
      ['::1', '[::1]'],
      ['::ffff:127.0.0.1', 'localhost'],
    ] as const) {
      expect(refusalOf(address, 'http:', host, live), address).toBe(
        WEBHOOK_MESSAGES.loopbackAddress,
      );
    }
    expect(refusalOf('8.8.8.8', 'https:', 'dns.example', live)).toBeNull();
    // A name that resolves to this machine (now, or only later) is refused when connecting.
    const local = await new Promise<Error | null>((resolve) =>
      guardedLookup('http:', live)('localhost', {}, (error) => resolve(error)),
    );
    expect(local?.message).toBe(WEBHOOK_MESSAGES.loopbackAddress);
  });

  it('is for station managers only', async () => {
    const listed = await dj.client.get('/api/webhooks');
    expect(listed.status).toBe(403);
    expect(errorOf(listed).message).toBe('Only station managers can change the station settings.');
    expect((await dj.client.post('/api/webhooks', { json: valid })).status).toBe(403);
    expect((await app.client().get('/api/webhooks')).status).toBe(401);
  });
});
