import { describe, expect, it } from 'vitest';
import { printHeading } from './print-heading';

describe('printHeading', () => {
  it('names the station and the print time in the station zone, naming it', () => {
    const at = new Date('2026-11-23T05:10:00Z');
    expect(printHeading('Radio Station', 'Europe/Berlin', at)).toBe(
      'Radio Station · Printed Mon, Nov 23, 2026, 06:10 (CET, UTC+1)',
    );
    expect(printHeading('KXYZ', 'America/New_York', at)).toBe(
      'KXYZ · Printed Mon, Nov 23, 2026, 00:10 (EST, UTC−5)',
    );
    expect(printHeading('KXYZ', 'Asia/Kolkata', at)).toBe(
      'KXYZ · Printed Mon, Nov 23, 2026, 10:40 (IST, UTC+5:30)',
    );
  });
});
