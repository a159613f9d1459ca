import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator';
import { textOfIssue } from '../i18n/local-text';
import { embedOptionsSchema } from '../schemas/embed-options';
import { embedQuery, embedSnippets } from './embed-options';
import { contrastRatio, readableAccent, textOn } from './readable-colours';

describe('embed options', () => {
  it('take defaults, lower-case colours and refuse anything but a hex colour', () => {
    expect(embedOptionsSchema.parse({})).toEqual({ days: 7, compact: false });
    expect(embedOptionsSchema.parse({ days: '3', accent: '#AA0000', compact: '1' })).toEqual({
      days: 3,
      accent: '#aa0000',
      compact: true,
    });
    for (const bad of [{ accent: 'red' }, { text: '#fff' }, { background: 'url(x)' }]) {
      expect(embedOptionsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(embedOptionsSchema.safeParse({ days: '8' }).error?.issues[0]?.message).toBe(
      'Show at most 7 days',
    );
  });

  it('write only what differs from the defaults into the query and the snippets', () => {
    expect(embedQuery({ days: 7, compact: false }, 'week')).toBe('');
    expect(embedQuery({ days: 3, accent: '#aa0000' }, 'now-next')).toBe('?accent=%23aa0000');
    const { iframe, script } = embedSnippets('https://radio.example', 'week', {
      days: 2,
      compact: true,
    });
    expect(iframe).toContain('src="https://radio.example/embed/week?days=2&amp;compact=1"');
    expect(script).toBe(
      '<script src="https://radio.example/embed.js" data-station-widget="week" data-days="2" data-compact="1" async></script>',
    );
    // A language chosen for the embed is named in both; none leaves it to each visitor.
    const french = embedSnippets('https://radio.example', 'now-next', { compact: true }, 'fr');
    expect(french.iframe).toContain(
      'src="https://radio.example/embed/now-next?compact=1&amp;lang=fr"',
    );
    expect(french.script).toContain('<script src="https://radio.example/embed.js?lang=fr" ');
    expect(embedQuery({}, 'week', 'pt-BR')).toBe('?lang=pt-BR');
    // The frame's title in the words of whoever copies it, escaped for the attribute.
    const german = embedSnippets('https://radio.example', 'week', {}, 'de', 'Sendeplan & "mehr"');
    expect(german.iframe).toContain('title="Sendeplan &amp; &quot;mehr&quot;"');
    expect(embedSnippets('https://radio.example', 'now-next', {}).iframe).toContain(
      'title="On air now and next"',
    );
  });

  it('carry keys their messages are said by, in German and Spanish too', async () => {
    const issueOf = (input: object) => embedOptionsSchema.safeParse(input).error!.issues[0]!;
    const { t: de } = await translatorFor('de');
    const { t: es } = await translatorFor('es');
    const days = textOfIssue(issueOf({ days: '8' }))!;
    expect(de(days.key, days.values as Record<string, number>)).toBe('Zeig höchstens 7 Tage an');
    const colour = textOfIssue(issueOf({ accent: 'red' }))!;
    expect(es(colour.key)).toBe('Escribe un color como #0a7c86');
    expect(issueOf({ compact: 'x' }).message).toBe('compact is 1 or 0');
  });
});

describe('readable colours', () => {
  it('darken a pale accent until it reads at 4.5:1 on white, and pick black or white text on it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    const amber = readableAccent('#fde047', '#ffffff');
    expect(contrastRatio(amber, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableAccent('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
    expect(contrastRatio(readableAccent('#1d4ed8', '#000000'), '#000000')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(textOn('#fde047')).toBe('#000000');
    expect(textOn('#1d4ed8')).toBe('#ffffff');
  });
});
