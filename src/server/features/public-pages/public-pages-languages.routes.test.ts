import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../test/http-client';
import { usePublicFixture } from '../public/public-fixture';

/*
 * The public pages and embeds in five languages (issue 37, decision 0074): `?lang=` (kept in
 * their links), else Accept-Language, else the station's language; kept answers per language.
 */
const f = usePublicFixture();
let listener: HttpClient;
const get = (path: string, acceptLanguage?: string, etag?: string) =>
  listener.get(path, {
    headers: {
      ...(acceptLanguage && { 'accept-language': acceptLanguage }),
      ...(etag && { 'if-none-match': etag }),
    },
  });
const langOf = (text: string) => /<html\s+lang="([^"]+)"/.exec(text)?.[1];

beforeAll(async () => {
  listener = f.app.client({ origin: null });
  await f.publish({ stationName: 'Harbour FM' });
});

describe('the public pages in the language asked for', () => {
  it('are French with ?lang=fr: words, dates and numbers, no English left', async () => {
    const page = await get('/on-air?lang=fr');
    expect(page.status).toBe(200);
    expect(langOf(page.text)).toBe('fr');
    expect(page.text).toContain('Harbour FM\u00a0: au programme');
    expect(page.text).toContain('À l’antenne');
    expect(page.text).toContain('Mardi 24 nov. (aujourd’hui)');
    expect(page.text).toContain('Semaine du 22 nov. au 28 nov. 2026');
    expect(page.text).toMatch(/Ensuite[\s\S]*Evening Rock[\s\S]*Mar\. 24 nov\., 18:00/);
    // ICU's number format: "25 %", with the no-break space French writes.
    expect(page.text).toMatch(/25[\u00a0\u202f]% diffusé, fin à 12:00/);
    expect(page.text).toContain('Horaires\u00a0: <strong>heure de London (GMT)</strong>');
    for (const english of ['On air now', 'Next week', 'Times in', 'with Ann', 'Tuesday'])
      expect(page.text, english).not.toContain(english);
    // The clock still follows the visitor's header (decision 0076), so the answer varies by it.
    expect(String(page.headers.vary)).toMatch(/accept-language/i);
  });

  it("follow the browser's Accept-Language without ?lang=, by q-value and region", async () => {
    const german = await get('/on-air', 'ja;q=1, de-AT;q=0.8, en;q=0.5');
    expect(langOf(german.text)).toBe('de');
    expect(german.text).toContain('Jetzt on air');
    expect(german.text).toContain('Dienstag, 24. Nov. (heute)');
    expect(german.text).toContain('Woche vom 22. Nov. bis 28. Nov. 2026');
    expect(String(german.headers.vary)).toMatch(/accept-language/i);
    expect(langOf((await get('/on-air', 'pt')).text)).toBe('pt-BR');
    expect(langOf((await get('/on-air', 'es-MX,es;q=0.9')).text)).toBe('es');
    expect(langOf((await get('/on-air', 'fr;q=0, es;q=0.1')).text)).toBe('es');
  });

  it('ignore a language not ours: the header decides, else the station', async () => {
    const unknown = await get('/on-air?lang=xx');
    expect(unknown.status).toBe(200);
    expect(langOf(unknown.text)).toBe('en');
    expect(unknown.text).toContain('On air now');
    expect(unknown.text).not.toContain('lang=xx');
    expect(langOf((await get('/on-air?lang=xx', 'fr')).text)).toBe('fr');
    expect(langOf((await get('/on-air', 'ja, *;q=0.5')).text)).toBe('en');
  });

  it("fall back to the station's language, which the header and ?lang= still override", async () => {
    await f.settings({ stationLanguage: 'es' });
    try {
      const page = await get('/on-air', 'ja');
      expect(langOf(page.text)).toBe('es');
      expect(page.text).toContain('Al aire');
      expect(page.text).toContain('Martes 24 de nov (hoy)');
      expect(langOf((await get('/on-air', 'de')).text)).toBe('de');
      expect(langOf((await get('/on-air?lang=en', 'de')).text)).toBe('en');
      expect(langOf((await get('/embed/now-next')).text)).toBe('es');
    } finally {
      await f.settings({ stationLanguage: 'en' });
    }
  });

  it('are kept per language: French after German is French, with its own ETag', async () => {
    const german = await get('/on-air', 'de');
    const french = await get('/on-air', 'fr');
    expect(langOf(german.text)).toBe('de');
    expect(langOf(french.text)).toBe('fr');
    expect(french.headers.etag).not.toBe(german.headers.etag);
    // The German copy's tag does not make a French visitor's answer a 304.
    const again = await get('/on-air', 'fr', String(german.headers.etag));
    expect(again.status).toBe(200);
    expect(langOf(again.text)).toBe('fr');
    expect((await get('/on-air', 'de', String(german.headers.etag))).status).toBe(304);
    // The same words with ?lang= are another page: its links carry the language.
    const asked = await get('/on-air?lang=de');
    expect(asked.headers.etag).not.toBe(german.headers.etag);
  });

  it("name the zone form's regions and zones in the language, English as the list says them", async () => {
    const german = (await get('/on-air?lang=de')).text;
    expect(german).toContain('<optgroup label="Europa">');
    expect(german).toMatch(/value="Europe\/Berlin"\s*>\s*Mitteleuropäische Zeit – Berlin\s*</);
    expect(german).not.toContain('label="North America"');
    const spanish = (await get('/on-air', 'es')).text;
    expect(spanish).toContain('<optgroup label="América del Norte">');
    const english = (await get('/on-air')).text;
    expect(english).toContain('<optgroup label="North America">');
    expect(english).toMatch(/value="Asia\/Kolkata"\s*>\s*India \(Kolkata\)\s*</);
  });

  it('keep ?lang= in their links, form and switcher, and offer every language', async () => {
    const page = (await get('/on-air?lang=fr')).text;
    expect(page).toContain(`href="/on-air/shows/${f.jazz.id}?lang=fr"`);
    expect(page).toContain('href="/on-air?week=2026-11-29&amp;lang=fr"');
    expect(page).toContain('<input type="hidden" name="lang" value="fr" />');
    expect(page).toMatch(/<nav class="languages" aria-label="Langue">/);
    expect(page).toMatch(/<span aria-current="true" lang="fr">Français<\/span>/);
    expect(page).toContain('href="/on-air?lang=de" lang="de" hreflang="de">Deutsch</a>');
    expect(page).toContain('<link rel="alternate" hreflang="pt-BR"');
    expect(page).toMatch(/<meta property="og:url" content="[^"]+\/on-air\?lang=fr" \/>/);
    // The switcher keeps the zone and the week shown.
    const tokyo = (await get('/on-air?tz=Asia/Tokyo&week=2026-11-29&lang=de')).text;
    expect(tokyo).toContain(
      'href="/on-air?week=2026-11-29&amp;tz=Asia%2FTokyo&amp;lang=es" lang="es"',
    );
    expect(tokyo).toContain(`href="/on-air/shows/${f.jazz.id}?tz=Asia%2FTokyo&amp;lang=de"`);
    // A language the header chose is not written into the links.
    const byHeader = (await get('/on-air', 'de')).text;
    expect(byHeader).toContain(`href="/on-air/shows/${f.jazz.id}"`);
    expect(byHeader).toContain('href="/on-air?lang=fr" lang="fr"');
  });

  it('word show and host pages and refusals in the language', async () => {
    const show = (await get(`/on-air/shows/${f.jazz.id}?lang=pt-BR`)).text;
    expect(langOf(show)).toBe('pt-BR');
    expect(show).toContain('Próximas exibições');
    expect(show).toContain('Ter., 15 de dez., 10:00–12:00');
    expect(show).toContain('href="/on-air?lang=pt-BR">← A programação completa</a>');
    // Its calendar's host lines follow the page: the link keeps the language chosen.
    expect(show).toContain(`href="/api/public/v1/shows/${f.jazz.id}/calendar.ics?lang=pt-BR"`);
    expect((await get('/on-air?lang=fr')).text).toContain(
      'href="/api/public/v1/calendar.ics?lang=fr"',
    );
    const host = (await get(`/on-air/hosts/${f.ann.id}`, 'es')).text;
    expect(host).toContain('<h2>Programas</h2>');
    const week = await get('/on-air?week=2026-11-23&lang=de');
    expect(week.status).toBe(400);
    expect(week.text).toContain('Eine Woche wird durch ihren Sonntag angegeben');
    const zone = await get('/on-air?tz=Mars/Base', 'fr');
    expect(zone.status).toBe(400);
    expect(zone.text).toContain('Aucun fuseau horaire ne s’appelle «\u00a0Mars/Base\u00a0».');
    const missing = await get('/on-air/shows/00000000-0000-4000-8000-000000000000?lang=es');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Ese programa no está en la programación publicada.');
  });
});

describe("the visitor's clock (Accept-Language's region, decision 0076)", () => {
  it('reads 12 hours for en-US, 24 for en-GB and for a header with no region', async () => {
    const us = await get('/on-air', 'en-US,en;q=0.9');
    expect(us.text).toContain('<span class="time">6:00–7:00 PM</span>');
    expect(us.text).toContain('<span class="time">10:00 AM–12:00 PM</span>');
    expect(us.text).not.toContain('18:00–');
    for (const header of ['en-GB', 'en', undefined]) {
      const page = await get('/on-air', header);
      expect(page.text, header).toContain('<span class="time">18:00–19:00</span>');
      expect(page.text, header).not.toContain(' PM');
    }
  });

  it("follows the header's region even where the address names the language, if it is the same", async () => {
    expect((await get('/on-air?lang=en', 'en-US')).text).toContain('6:00–7:00 PM');
    // A US visitor reading French reads the French page's clock.
    expect((await get('/on-air?lang=fr', 'en-US')).text).toContain('18:00–19:00');
    expect((await get('/on-air?lang=es', 'es-MX')).text).toContain('6:00–7:00 PM');
    const show = await get(`/on-air/shows/${f.rock.id}`, 'en-US');
    expect(show.text).toMatch(/6:00 PM–7:00 PM/);
  });

  it('keeps one answer per clock: a 24-hour ETag never answers a 12-hour visitor', async () => {
    const uk = await get('/on-air', 'en-GB');
    const us = await get('/on-air', 'en-US');
    expect(us.headers.etag).not.toBe(uk.headers.etag);
    const crossed = await get('/on-air', 'en-US', String(uk.headers.etag));
    expect(crossed.status).toBe(200);
    expect(crossed.text).toContain('6:00–7:00 PM');
    expect((await get('/on-air', 'en-GB', String(uk.headers.etag))).status).toBe(304);
    const embed = await get('/embed/now-next', 'en-US');
    expect(embed.text).toMatch(/10:00 AM–12:00 PM/);
  });

  it('writes the script embed for the clock', async () => {
    const us = await get('/embed.js', 'en-US');
    const uk = await get('/embed.js', 'en-GB');
    expect(us.text).toContain('var TWELVE_HOUR = true;');
    expect(uk.text).toContain('var TWELVE_HOUR = false;');
    expect(us.headers.etag).not.toBe(uk.headers.etag);
  });
});

describe('the embeds in the language asked for', () => {
  it('word the now/next and week embeds, and keep ?lang= in their links', async () => {
    const nowNext = (await get('/embed/now-next?lang=pt-BR')).text;
    expect(langOf(nowNext)).toBe('pt-BR');
    expect(nowNext).toContain('<span class="label">No ar</span>');
    expect(nowNext).toContain('<span class="label">A seguir</span>');
    expect(nowNext).toContain(`href="/on-air/shows/${f.jazz.id}?lang=pt-BR"`);
    const week = await get('/embed/week?days=2', 'de');
    expect(langOf(week.text)).toBe('de');
    expect(week.text).toContain('Harbour FM: Sendeplan');
    expect(week.text).toContain('Mittwoch, 25. Nov.');
    expect(String(week.headers.vary)).toMatch(/accept-language/i);
  });

  it('serve the script embed in the language, each its own ETag', async () => {
    const english = await get('/embed.js');
    const german = await get('/embed.js?lang=de');
    const byHeader = await get('/embed.js', 'de-CH');
    expect(english.text).toContain('"onAirNow":"On air now"');
    expect(english.text).toContain('var LANG = "en";');
    expect(german.text).toContain('"onAirNow":"Jetzt on air"');
    expect(german.text).toContain('var LANG = "de";');
    expect(german.headers.etag).not.toBe(english.headers.etag);
    expect(byHeader.headers.etag).toBe(german.headers.etag);
    expect(String(byHeader.headers.vary)).toMatch(/accept-language/i);
    // Placeholders are left for the script to fill.
    expect(german.text).toContain('"timesIn":"Zeiten: {zone}"');
  });
});
