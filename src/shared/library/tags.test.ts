import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTag, normalizeTags, toggleTag } from './tags';

describe('normalizeTags', () => {
  it.each([
    [
      [' House', 'house', '', 'Live '],
      ['House', 'Live'],
    ],
    [['   '], []],
    [['Jazz', 'JAZZ', 'jazz'], ['Jazz']],
    [[], []],
  ])('%j gives %j', (input, output) => expect(normalizeTags(input)).toEqual(output));

  it('never keeps empty or case-duplicate tags and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (tags) => {
        const once = normalizeTags(tags);
        expect(normalizeTags(once)).toEqual(once);
        expect(once.every((t) => t === t.trim() && t !== '')).toBe(true);
        expect(new Set(once.map((t) => t.toLowerCase())).size).toBe(once.length);
      }),
    );
  });
});

describe('addTag and toggleTag', () => {
  it('adds a trimmed new tag and ignores empty or duplicate ones', () => {
    expect(addTag(['Jazz'], ' Live ')).toEqual(['Jazz', 'Live']);
    expect(addTag(['Jazz'], ' jazz ')).toEqual(['Jazz']);
    expect(addTag(['Jazz'], '   ')).toEqual(['Jazz']);
  });
  it('toggles a preset on and off', () => {
    expect(toggleTag(['House'], 'Techno')).toEqual(['House', 'Techno']);
    expect(toggleTag(['House', 'Techno'], 'House')).toEqual(['Techno']);
  });
});
