import { describe, expect, it } from 'vitest';
import { publicClock, publicReader } from './time-format';

describe("a public page visitor's clock (decision 0076)", () => {
  it.each([
    ['en', 'en-US,en;q=0.9', '12h'],
    ['en', 'en-GB', '24h'],
    ['en', 'en-AU', '12h'],
    ['en', 'en', '24h'], // no region: the station's 24-hour form
    ['en', undefined, '24h'],
    ['en', 'ja-JP, en-US;q=0.5', '12h'], // ja is not ours: en-US chose English
    ['fr', 'en-US', '24h'], // the address asked for French: an English region says nothing
    ['es', 'es-MX', '12h'],
    ['es', 'es-ES', '24h'],
    ['es', 'es-419', '12h'],
    ['de', 'de-DE', '24h'],
    ['pt-BR', 'pt-BR', '24h'],
  ] as const)('%s page, Accept-Language %s: %s', (language, header, clock) => {
    expect(publicClock(language, header)).toBe(clock);
  });

  it('keys kept answers by the language and clock a header decides', () => {
    expect(publicReader('en-US')).toBe('en|12h');
    expect(publicReader('en-GB')).toBe('en|24h');
    expect(publicReader('en')).toBe('en|24h');
    expect(publicReader('de-AT, en-US;q=0.1')).toBe('de|24h');
    expect(publicReader('ja')).toBe('');
    expect(publicReader(undefined)).toBe('');
    // Headers that decide the same page share one kept answer.
    expect(publicReader('en-GB')).toBe(publicReader('en-IE'));
  });
});
