import { describe, expect, it } from 'vitest';
import { resolveClock } from './use-clock';

describe('resolveClock (decision 0076)', () => {
  it.each([
    // [chosen, language, browser locale, clock]
    ['12h', null, 'en-GB', '12h'],
    ['24h', 'en', 'en-US', '24h'],
    [null, null, 'en-US', '12h'],
    [null, null, 'en-GB', '24h'],
    [null, 'en', 'en-US', '12h'],
    [null, 'de', 'en-US', '24h'],
    [null, 'fr', 'fr-FR', '24h'],
    [null, null, 'de-DE', '24h'],
    [null, null, '', '12h'],
    [null, null, 'ja-JP', '24h'],
  ] as const)('chosen %s, language %s, browser %s: %s', (chosen, language, locale, clock) => {
    expect(resolveClock(chosen, language, locale)).toBe(clock);
  });
});
