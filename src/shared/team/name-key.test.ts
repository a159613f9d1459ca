import { describe, expect, it } from 'vitest';
import { nameKey } from './name-key';

/** Names that look alike share a key; names that look different do not. */
describe('nameKey', () => {
  it.each([
    ['Cyrillic а', 'mаnager', 'manager'],
    ['Cyrillic capitals', 'МАНАGЕR'.replace('Н', 'N'), 'manager'],
    ['Greek capitals', 'ΜΑΝΑGΕR', 'manager'],
    ['Greek ο', 'Μοrgan', 'Morgan'],
    ['fullwidth letters', 'ｍａｎａｇｅｒ', 'manager'],
    ['case', 'MANAGER', 'manager'],
    ['doubled inner space', 'man  ager', 'manager'],
    ['surrounding spaces and a tab', ' manager\t', 'manager'],
    ['a no-break space', 'Jo\u00a0Ann', 'Jo Ann'],
    ['zero-width space', 'man\u200bager', 'manager'],
    ['zero-width joiner', 'Mor\u200dgan', 'Morgan'],
    ['rn for m', 'rnanager', 'manager'],
    ['capital I for l', 'AIex', 'Alex'],
    ['accent by combining mark', 'Jose\u0301', 'José'],
  ])('%s: %s looks like %s', (_, lookAlike, name) => {
    expect(nameKey(lookAlike)).toBe(nameKey(name));
  });

  it.each([
    ['manager', 'managers'],
    ['Morgan', 'Megan'],
    ['José', 'Jose'],
    ['Анна', 'Анта'],
  ])('%s and %s differ', (one, other) => {
    expect(nameKey(one)).not.toBe(nameKey(other));
  });
});
