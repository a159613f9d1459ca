import { describe, expect, it } from 'vitest';
import { printHeading } from './print-heading';

describe('printHeading', () => {
  it('names the station, the zone with its offset and the print time in that zone', () => {
    const at = new Date('2026-11-23T05:10:00Z');
    expect(printHeading('Radio Station', 'Europe/Berlin', at)).toBe(
      'Radio Station · Times in Europe/Berlin (UTC+01:00) · Printed Mon, Nov 23, 2026, 06:10',
    );
    expect(printHeading('KXYZ', 'America/New_York', at)).toBe(
      'KXYZ · Times in America/New York (UTC-05:00) · Printed Mon, Nov 23, 2026, 00:10',
    );
  });
});
