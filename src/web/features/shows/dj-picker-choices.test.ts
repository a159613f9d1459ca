import { describe, expect, it } from 'vitest';
import type { Dj } from '../../../shared/schemas/dj';
import { djPickerChoices } from './dj-picker-choices';

const dj = (name: string, extra: Partial<Dj> = {}): Dj => ({
  id: name,
  name,
  bio: null,
  avatarUrl: null,
  tags: [],
  email: null,
  phone: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

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
