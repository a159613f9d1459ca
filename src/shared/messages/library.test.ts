import { describe, expect, it } from 'vitest';
import { djDeleteConfirm, djDeleteImpact } from './library';

describe('deleting a DJ', () => {
  it('keeps the spec question and says how many shows lose the DJ', () => {
    expect(djDeleteConfirm('Ava Brooks')).toBe('Are you sure you want to delete Ava Brooks?');
    expect(djDeleteImpact([])).toBeNull();
    expect(djDeleteImpact(['Jazz Hour'])).toBe('1 show will lose this DJ: Jazz Hour.');
    expect(djDeleteImpact(['Morning Drive', 'Jazz Hour'])).toBe(
      '2 shows will lose this DJ: Jazz Hour and Morning Drive.',
    );
    expect(djDeleteImpact(['D', 'C', 'B', 'A', 'E'])).toBe(
      '5 shows will lose this DJ: A, B, C and 2 more.',
    );
  });
});
