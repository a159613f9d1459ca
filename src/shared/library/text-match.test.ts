import { describe, expect, it } from 'vitest';
import { foldForSearch, searchMatcher } from './text-match';

describe('foldForSearch', () => {
  it.each([
    ['Lucía', 'lucia'],
    ['MÜNCHEN', 'munchen'],
    ['Ça Va', 'ca va'],
    ['Ñandú', 'nandu'],
    ['plain', 'plain'],
  ])('"%s" folds to "%s"', (text, folded) => expect(foldForSearch(text)).toBe(folded));
});

describe('searchMatcher', () => {
  it('finds accented names from plain, upper or lower case text', () => {
    expect(searchMatcher('lucia')('Lucía Pérez')).toBe(true);
    expect(searchMatcher('LUCÍA')('lucia perez')).toBe(true);
    expect(searchMatcher('perez')('Lucía Pérez')).toBe(true);
  });

  it('matches any of several texts and skips missing ones', () => {
    const matches = searchMatcher('jazz');
    expect(matches(null, undefined, 'Late Night Jazz')).toBe(true);
    expect(matches(null, 'Rock')).toBe(false);
  });

  it('matches everything for blank text', () => {
    expect(searchMatcher('   ')('anything')).toBe(true);
  });
});
