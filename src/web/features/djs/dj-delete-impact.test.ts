import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en/library';
import spanish from 'virtual:catalog/es/library';
import { translator } from '../../i18n/translate';
import { djDeleteImpact } from './dj-delete-impact';

const en = translator<'library'>({ library: english }, { library: english });
const es = translator<'library'>({ library: spanish }, { library: english });

describe('deleting a DJ', () => {
  it('keeps the spec question and says how many shows lose the DJ', () => {
    expect(en('library:dj.deleteConfirm', { name: 'Ava Brooks' })).toBe(
      'Are you sure you want to delete Ava Brooks?',
    );
    expect(djDeleteImpact(en, [])).toBeNull();
    expect(djDeleteImpact(en, ['Jazz Hour'])).toBe('1 show will lose this DJ: Jazz Hour.');
    expect(djDeleteImpact(en, ['Morning Drive', 'Jazz Hour'])).toBe(
      '2 shows will lose this DJ: Jazz Hour and Morning Drive.',
    );
    expect(djDeleteImpact(en, ['C', 'A', 'B'])).toBe('3 shows will lose this DJ: A, B and C.');
    expect(djDeleteImpact(en, ['D', 'C', 'B', 'A', 'E'])).toBe(
      '5 shows will lose this DJ: A, B, C and 2 more.',
    );
  });

  it('says it in the language read', () => {
    expect(djDeleteImpact(es, ['Jazz Hour'])).toBe('1 programa perderá a este locutor: Jazz Hour.');
    expect(djDeleteImpact(es, ['D', 'C', 'B', 'A', 'E'])).toBe(
      '5 programas perderán a este locutor: A, B, C y 2 más.',
    );
  });
});
