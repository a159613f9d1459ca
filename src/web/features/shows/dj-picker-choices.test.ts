import { describe, expect, it } from 'vitest';
import { djEntry as dj } from '../../../shared/library/library-entry.fixture';
import { djPickerChoices } from './dj-picker-choices';

// Creation order, as the server lists them.
const djs = [dj('zoe'), dj('Ángel'), dj('Bea', { active: false }), dj('Angela'), dj('Lucía')];

describe('djPickerChoices', () => {
  it('lists active DJs by name, accents sorted with their letter', () => {
    expect(djPickerChoices(djs, []).map((d) => d.name)).toEqual([
      'Ángel',
      'Angela',
      'Lucía',
      'zoe',
    ]);
  });

  it('keeps an inactive DJ already on the show', () => {
    expect(djPickerChoices(djs, ['Bea']).map((d) => d.name)).toEqual([
      'Ángel',
      'Angela',
      'Bea',
      'Lucía',
      'zoe',
    ]);
  });

  it('filters by name ignoring case and accents', () => {
    expect(djPickerChoices(djs, [], 'ANGEL').map((d) => d.name)).toEqual(['Ángel', 'Angela']);
    expect(djPickerChoices(djs, [], 'lucia').map((d) => d.name)).toEqual(['Lucía']);
  });
});
