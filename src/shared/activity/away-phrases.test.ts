import { beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator';
import type { ActivityWords } from './activity-words';
import { AWAY_PHRASES } from './away-phrases';
import { ENGLISH_ACTIVITY_WORDS } from './english-activity-words';

let german: ActivityWords;
let spanish: ActivityWords;
beforeAll(async () => {
  german = { t: (await translatorFor('de')).t, language: 'de' };
  spanish = { t: (await translatorFor('es')).t, language: 'es' };
});
const period = { name: 'Ann', fromDate: '2027-01-12', toDate: '2027-01-15' };

describe('away periods in the activity sentences', () => {
  it('keep the English the log always wrote', () => {
    expect(AWAY_PHRASES['away.create']!(period, ENGLISH_ACTIVITY_WORDS)).toBe(
      'added away dates for Ann (Tue, Jan 12 – Fri, Jan 15, 2027)',
    );
  });

  it("say the period in the reader's words", () => {
    // Intl's range puts thin spaces around the dash.
    expect(AWAY_PHRASES['away.create']!(period, german)).toMatch(
      /^hat Abwesenheiten für Ann \(Di\., 12\.\s–\sFr\., 15\. Jan\. 2027\) eingetragen$/,
    );
    expect(
      AWAY_PHRASES['away.update']!({ ...period, startTime: '14:00', endTime: '10:00' }, spanish),
    ).toContain('14:00');
  });
});
