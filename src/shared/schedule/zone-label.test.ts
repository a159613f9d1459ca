import { describe, expect, it } from 'vitest';
import { stationZoneLabel, utcOffsetText, zoneAbbreviation, zoneCity } from './zone-label';

const NY = 'America/New_York';

describe('the station zone label', () => {
  it.each([
    ['2027-01-10', NY, 'Times in New York time (EST, UTC−5)'],
    ['2027-03-14', NY, 'Times in New York time (EST, UTC−5 → EDT, UTC−4 from Sunday 03:00)'],
    ['2027-11-07', NY, 'Times in New York time (EDT, UTC−4 → EST, UTC−5 from Sunday 01:00)'],
    [
      '2027-03-28',
      'Europe/London',
      'Times in London time (GMT, UTC → BST, UTC+1 from Sunday 02:00)',
    ],
    ['2027-01-10', 'Asia/Kolkata', 'Times in Kolkata time (IST, UTC+5:30)'],
    [
      '2027-04-04',
      'Australia/Lord_Howe',
      'Times in Lord Howe time (LHDT, UTC+11 → LHST, UTC+10:30 from Sunday 01:30)',
    ],
    ['2027-01-10', 'UTC', 'Times in UTC'],
  ])('week %s in %s reads "%s"', (weekId, zone, label) => {
    expect(stationZoneLabel(weekId, zone)).toBe(label);
  });

  it('uses a real minus sign, never a hyphen', () => {
    expect(utcOffsetText(NY, new Date('2027-01-10T12:00:00Z'))).toBe('UTC\u22125');
  });

  it('names a zone by its city and its letters where they are in use', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneAbbreviation('Europe/Berlin', new Date('2027-07-01T12:00:00Z'))).toBe('CEST');
    expect(zoneAbbreviation('America/Sao_Paulo', new Date('2027-07-01T12:00:00Z'))).toBeNull();
  });

  it("names a renamed city by its current English name, also under the zone's old alias", () => {
    expect(zoneCity('Asia/Kolkata')).toBe('Kolkata');
    expect(zoneCity('Asia/Calcutta')).toBe('Kolkata');
    expect(zoneCity('Europe/Kiev')).toBe('Kyiv');
    expect(zoneCity('Asia/Saigon')).toBe('Ho Chi Minh');
  });
});
