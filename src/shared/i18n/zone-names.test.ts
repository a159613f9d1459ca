import { beforeAll, describe, expect, it } from 'vitest';
import { translatorFor, type Translate } from './translator';
import { zoneLabel } from './zone-names';

let tEn: Translate;
let tDe: Translate;
let tEs: Translate;
beforeAll(async () => {
  tEn = (await translatorFor('en')).t;
  tDe = (await translatorFor('de')).t;
  tEs = (await translatorFor('es')).t;
});
const january = new Date('2027-01-12T12:00:00Z');

describe('zone names in the pickers', () => {
  it('read in English as the list always said them', () => {
    expect(zoneLabel('UTC', january, 'en', tEn)).toBe('Coordinated Universal Time (UTC+00:00)');
    expect(zoneLabel('Asia/Kolkata', january, 'en', tEn)).toBe('India (Kolkata) (UTC+05:30)');
    expect(zoneLabel('Europe/Berlin', january, 'en', tEn)).toBe('Berlin (UTC+01:00)');
    expect(zoneLabel('America/Nome', january, 'en', tEn)).toBe('America/Nome (UTC-09:00)');
  });

  it("read in German and Spanish with Intl's zone name and the city", () => {
    expect(zoneLabel('UTC', january, 'de', tDe)).toBe('Koordinierte Weltzeit (UTC+00:00)');
    expect(zoneLabel('Europe/Berlin', january, 'de', tDe)).toBe(
      'Mitteleuropäische Zeit – Berlin (UTC+01:00)',
    );
    expect(zoneLabel('Asia/Kolkata', january, 'es', tEs)).toBe(
      'hora estándar de la India – Kolkata (UTC+05:30)',
    );
  });
});
