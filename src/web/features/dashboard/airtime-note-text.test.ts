import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en/dashboard';
import german from 'virtual:catalog/de/dashboard';
import french from 'virtual:catalog/fr/dashboard';
import { calendarWords } from '../../i18n/calendar-words';
import { translator } from '../../i18n/translate';
import { airtimeNoteText } from './airtime-note-text';

const words = (catalog: typeof english, language: 'en' | 'de' | 'fr') =>
  [
    translator<'dashboard'>({ dashboard: catalog }, { dashboard: english }),
    calendarWords(language),
  ] as const;

describe('a week’s real airtime note', () => {
  it.each([
    [
      'en',
      english,
      { clocks: 'forward', dayIndex: 0 },
      'Real airtime: clocks go forward on Sunday',
    ],
    ['en', english, { clocks: 'back', dayIndex: 6 }, 'Real airtime: clocks go back on Saturday'],
    ['en', english, { clocks: null }, 'Real airtime differs from the slots placed'],
    [
      'de',
      german,
      { clocks: 'back', dayIndex: 0 },
      'Tatsächliche Sendezeit: Die Uhren werden am Sonntag zurückgestellt',
    ],
    [
      'fr',
      french,
      { clocks: 'forward', dayIndex: 0 },
      'Temps d’antenne réel : on avance l’heure le dimanche',
    ],
  ] as const)('in %s: %j', (language, catalog, note, expected) =>
    expect(airtimeNoteText(note, ...words(catalog, language))).toBe(expected),
  );
});
