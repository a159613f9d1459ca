import { describe, expect, it } from 'vitest';
import { FORMER_NAMES_KEPT, formerNamesAfter } from './dj-former-names';

describe('formerNamesAfter', () => {
  it('keeps the name left behind first, and nothing for a change of case', () => {
    const ann = { name: 'Ann', formerNames: ['Annie'] };
    expect(formerNamesAfter(ann, 'Ana Maria')).toEqual(['Ann', 'Annie']);
    expect(formerNamesAfter(ann, 'ANN')).toEqual(['Annie']);
    expect(formerNamesAfter(ann, 'Ann')).toEqual(['Annie']);
  });

  it('drops the name taken back, names repeated in another case, and the oldest past the bound', () => {
    expect(formerNamesAfter({ name: 'Ann', formerNames: ['annie', 'Anna'] }, 'Annie')).toEqual([
      'Ann',
      'Anna',
    ]);
    expect(formerNamesAfter({ name: 'ANN', formerNames: ['ann', 'B'] }, 'C')).toEqual(['ANN', 'B']);
    const many = Array.from({ length: FORMER_NAMES_KEPT }, (_, i) => `Name ${i}`);
    const after = formerNamesAfter({ name: 'Now', formerNames: many }, 'Next');
    expect(after).toHaveLength(FORMER_NAMES_KEPT);
    expect(after[0]).toBe('Now');
    expect(after).not.toContain(`Name ${FORMER_NAMES_KEPT - 1}`);
  });
});
