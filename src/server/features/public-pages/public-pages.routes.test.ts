import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../test/http-client';
import { DRAFT_WEEK, LAST_WEEK, NOW, usePublicFixture } from '../public/public-fixture';

const f = usePublicFixture();
let listener: HttpClient;

beforeAll(() => {
  listener = f.app.client({ origin: null });
});

/** Every page a listener or another site can open, as asked. */
const pages = () => [
  '/on-air',
  `/on-air?week=${DRAFT_WEEK}`,
  `/on-air?week=${LAST_WEEK}`,
  '/on-air?tz=Asia/Tokyo',
  `/on-air/shows/${f.jazz.id}`,
  `/on-air/shows/${f.rock.id}`,
  `/on-air/hosts/${f.ann.id}`,
  '/embed/now-next',
  '/embed/week',
  '/embed/week?days=3&compact=1',
];

function directives(csp: unknown): Map<string, string[]> {
  return new Map(
    String(csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('public pages while the station does not publish', () => {
  it('answer every page and embed with "not public" and 404, never cached', async () => {
    for (const path of pages()) {
      const response = await listener.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).toContain('This station&#39;s schedule is not public');
      expect(response.text, path).not.toContain('Morning Jazz');
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
  });
});

describe('public pages of a publishing station', () => {
  beforeAll(() => f.publish({ stationName: 'Harbour FM', accentColor: '#0a7c86' }));

  it('never show a draft week, its show or its host, nor private contact fields (every page)', async () => {
    for (const path of pages()) {
      const response = await listener.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      for (const secret of [
        'Secret Draft',
        'Hidden Host',
        'hidden@example.org',
        'ann@example.org',
        '555-01',
      ]) {
        expect(response.text, `${path} shows ${secret}`).not.toContain(secret);
      }
    }
    // The draft week is between published ones: it is listed, with nothing in it.
    const draft = await listener.get(`/on-air?week=${DRAFT_WEEK}`);
    const draftWeek = draft.text.slice(draft.text.indexOf('<ol class="week"'));
    expect(draftWeek).toContain('No shows published.');
    expect(draftWeek).not.toContain('Morning Jazz');
    for (const path of [`/on-air/shows/${f.secret.id}`, `/on-air/hosts/${f.hidden.id}`]) {
      const response = await listener.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).not.toContain('Secret Draft');
      expect(response.text).not.toContain('Hidden Host');
    }
  });

  it('shows what is on air now with its progress, what is next, and the week in station time', async () => {
    const page = (await listener.get('/on-air')).text;
    expect(page).toContain('<title>Harbour FM: schedule</title>');
    const slash = await listener.get('/on-air/?tz=UTC');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/on-air?tz=UTC');
    expect(page).toMatch(/On air now[\s\S]*Morning Jazz[\s\S]*10:00–12:00/);
    expect(page).toMatch(/<progress[^>]*value="25"/);
    expect(page).toMatch(/Next[\s\S]*Evening Rock[\s\S]*Tue Nov 24, 18:00/);
    expect(page).toContain('Times in <strong>London time (GMT)</strong>');
    // The zone switch names the station's zone alike, never as "Europe/London".
    expect(page).toMatch(/<option value="" selected>\s*Station time: London time \(GMT\)\s*</);
    expect(page).not.toContain('Station time (Europe/London)');
    expect(page).toContain('Tuesday, Nov 24 (today)');
    expect(page).toContain('--accent:#0a7c86');
    expect(page).toContain('<meta property="og:site_name" content="Harbour FM" />');
    // The page's address for sharing names what the page is kept by, not what a visitor added.
    const shared = (await listener.get('/on-air?utm_source=x')).text;
    expect(shared).toMatch(/<meta property="og:url" content="https?:\/\/[^"/]+\/on-air" \/>/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1];
    const graph = (JSON.parse(ld!) as { '@graph': { '@type': string; name: string }[] })['@graph'];
    expect(graph.filter((n) => n['@type'] === 'BroadcastEvent').map((n) => n.name)).toEqual([
      'Morning Jazz',
      'Evening Rock',
    ]);
    expect(page).not.toMatch(/<script(?![^>]*(src=|application\/ld\+json))/);
  });

  it("shows a listener's zone on asking, days and times moved (Tokyo is 9 hours ahead)", async () => {
    const page = (await listener.get('/on-air?tz=asia/tokyo')).text;
    expect(page).toContain('Times in <strong>Tokyo time (UTC+9)</strong>');
    expect(page).toContain('19:00–21:00');
    // Evening Rock, 18:00 London on Tuesday, is 03:00 on Wednesday in Tokyo.
    expect(page).toMatch(/Wednesday, Nov 25[\s\S]*03:00–04:00[\s\S]*Evening Rock/);
    const bad = await listener.get('/on-air?tz=Mars/Base');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('No time zone is called &quot;Mars/Base&quot;.');
    const nul = await listener.get('/on-air?tz=Mars%00%07Base');
    expect(nul.status).toBe(400);
    expect(nul.text).toContain('No time zone is called &quot;MarsBase&quot;.');
    // eslint-disable-next-line no-control-regex -- the control characters must not be echoed
    expect(nul.text).not.toMatch(/[\u0000\u0007]/);
    const week = await listener.get('/on-air?week=2026-11-23');
    expect(week.status).toBe(400);
    expect(week.text).toContain('A week is named by its Sunday, such as 2026-11-22.');
    const past = await listener.get('/on-air?week=2026-11-15');
    expect(past.status).toBe(404);
    expect(past.text).toContain('That week is not in the published schedule.');
  });

  it('gives show and host pages with their calendars, contact details only once public', async () => {
    const show = (await listener.get(`/on-air/shows/${f.jazz.id}`)).text;
    expect(show).toContain('<h1>Morning Jazz</h1>');
    expect(show).toContain(`href="/on-air/hosts/${f.ann.id}"`);
    expect(show).toContain(`/api/public/v1/shows/${f.jazz.id}/calendar.ics`);
    expect(show).toContain('Tue Dec 15, 10:00–12:00');
    expect(show).toContain('"@type":"RadioSeries"');
    const host = (await listener.get(`/on-air/hosts/${f.ann.id}`)).text;
    expect(host).toContain('Plays jazz.');
    expect(host).not.toContain('ann@example.org');
    await f.settings({ publicDjFields: ['email'] });
    const shown = (await listener.get(`/on-air/hosts/${f.ann.id}`)).text;
    expect(shown).toContain('href="mailto:ann@example.org"');
    expect(shown).not.toContain('555-0100');
    await f.settings({ publicDjFields: [] });
  });

  it('answers a current copy with 304 by its ETag, and caches briefly', async () => {
    const first = await listener.get('/on-air');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const again = await listener.get('/on-air', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A change to the station's public face is a new page at once.
    await f.settings({ stationName: 'Harbour FM Live' });
    const changed = await listener.get('/on-air', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Harbour FM Live');
    await f.settings({ stationName: 'Harbour FM' });
  });

  it('lets other sites frame the embeds only; everything else keeps frame-ancestors none', async () => {
    for (const path of ['/embed/now-next', '/embed/week?days=2']) {
      const response = await listener.get(path);
      expect(
        directives(response.headers['content-security-policy']).get('frame-ancestors'),
        path,
      ).toEqual(['*']);
      expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual([
        "'self'",
      ]);
      expect(response.headers['x-frame-options'], path).toBeUndefined();
    }
    const notFramable = [
      '/on-air',
      `/on-air/shows/${f.jazz.id}`,
      `/on-air/hosts/${f.ann.id}`,
      '/embed.js',
      '/api/public/v1/now',
      '/api/health',
    ];
    for (const path of notFramable) {
      const response = await listener.get(path);
      expect(
        directives(response.headers['content-security-policy']).get('frame-ancestors'),
        path,
      ).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('serves the script embed to any site with a cache header', async () => {
    const response = await listener.get('/embed.js', {
      headers: { origin: 'https://station.example' },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.text).toContain('attachShadow');
  });

  it('refuses embed options that are not valid with a clear message', async () => {
    const colour = await listener.get('/embed/week?accent=red');
    expect(colour.status).toBe(400);
    expect(colour.text).toContain(
      'This embed&#39;s &quot;accent&quot; option is not valid: Enter a colour such as #0a7c86.',
    );
    const days = await listener.get('/embed/week?days=9');
    expect(days.status).toBe(400);
    expect(days.text).toContain('Show at most 7 days');
    // The reason too is in the page's language.
    const german = await listener.get('/embed/week?days=9', {
      headers: { 'accept-language': 'de' },
    });
    expect(german.status).toBe(400);
    expect(german.text).toContain(
      'Die Option „days“ dieses Widgets ist ungültig: Zeig höchstens 7 Tage an.',
    );
    const spanish = await listener.get('/embed/now-next?accent=red&lang=es');
    expect(spanish.text).toContain('Escribe un color como #0a7c86.');
    const styled = await listener.get(
      '/embed/now-next?accent=%23FF0000&background=%23000000&text=%23ffffff&compact=1',
    );
    expect(styled.status).toBe(200);
    expect(styled.text).toContain('--bg:#000000;--fg:#ffffff');
  });

  it('answers generated bad queries and ids with a 4xx page, never a 5xx', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '../..',
        '%00',
        '<script>',
        '9999-99-99',
        '1969-12-28',
        '2200-01-04',
        'Etc/GMT+14',
        'x'.repeat(300),
      ),
    );
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (a, b) => {
        const q = (s: string) => encodeURIComponent(s);
        for (const path of [
          `/on-air?tz=${q(a)}&week=${q(b)}`,
          `/embed/week?days=${q(a)}&accent=${q(b)}&compact=${q(a)}`,
          `/embed/now-next?tz=${q(b)}&text=${q(a)}`,
          `/on-air/shows/${q(a)}?tz=${q(b)}`,
        ]) {
          const response = await listener.get(path);
          expect(response.status, path).toBeLessThan(500);
          expect(response.text, path).not.toContain('<script>');
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the pages share the public budget per address', () => {
  it('refuses an address past it with 429 and Retry-After, whatever zone or week it asks for', async () => {
    const { startTestApp } = await import('../../test/test-app');
    const limited = await startTestApp({
      shareDatabaseOf: { database: f.app.database, secret: f.app.secret },
      station: { timeZone: 'Europe/London', now: () => NOW },
      publicApiRateLimit: { max: 3, windowSeconds: 60 },
    });
    try {
      const one = limited.client({ origin: null });
      for (const zone of ['UTC', 'Asia/Tokyo', 'America/New_York']) {
        expect((await one.get(`/on-air?tz=${zone}`)).status).toBe(200);
      }
      const refused = await one.get('/on-air?tz=Europe/Berlin');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await one.get('/embed/now-next')).status).toBe(429);
      expect((await limited.client({ origin: null }).get('/on-air')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
