import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../shared/library/duration';
import { translator } from '../../i18n/translate';
import english from 'virtual:catalog/en/library';
import german from 'virtual:catalog/de/library';
import { durationHintText, durationText } from './duration-text';

const en = translator<'library'>({ library: english }, { library: english });
const de = translator<'library'>({ library: german }, { library: english });

describe('a show duration in words', () => {
  it('says in English what formatDuration says', () => {
    for (const hours of [0, 0.25, 0.5, 1, 1.5, 2, 2.75, 24]) {
      expect(durationText(en, hours)).toBe(formatDuration(hours));
    }
    expect(durationText(en, Number.NaN)).toBe('');
    expect(durationHintText(en, 1.3)).toBeUndefined();
    expect(durationHintText(en, 1.5)).toBe('1 hour 30 min');
  });

  it('counts hours in the language read', () => {
    expect(durationText(de, 1)).toBe('1 Stunde');
    expect(durationText(de, 2.5)).toBe('2 Stunden 30 Min.');
    expect(durationText(de, 0.25)).toBe('15 Min.');
  });
});
