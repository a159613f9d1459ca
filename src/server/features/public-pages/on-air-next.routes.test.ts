import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../test/http-client';
import { usePublicFixture } from '../public/public-fixture';

/**
 * The fixture's Tuesday at 08:00 London, before "Morning Jazz" (10:00-12:00, hosted by Ann): what
 * is next has a host, and a listener reads who as well as what and when, as on air now does.
 */
const EARLY = new Date('2026-11-24T08:00:00Z');
const f = usePublicFixture({ station: { timeZone: 'Europe/London', now: () => EARLY } });
let listener: HttpClient;

beforeAll(async () => {
  await f.publish();
  listener = f.app.client({ origin: null });
});

describe('/on-air, what is next', () => {
  it('names its hosts after its day and time, in the page language', async () => {
    const next = (html: string) => {
      const from = html.indexOf('id="next-heading"');
      return html.slice(from, html.indexOf('</section>', from));
    };
    const english = next((await listener.get('/on-air')).text);
    expect(english).toMatch(/Morning Jazz[\s\S]*Tue Nov 24, 10:00[\s\S]*with Ann Public/);
    const french = next((await listener.get('/on-air?lang=fr')).text);
    expect(french).toMatch(/Morning Jazz[\s\S]*Mar\. 24 nov\., 10:00[\s\S]*avec Ann Public/);
  });
});
