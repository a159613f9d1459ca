import { describe, expect, it } from 'vitest';
import type { ImportPlan } from '../../../../shared/exchange/import-plan/import-plan';
import { stationAt, useTestApp } from '../../../test/use-test-app';
import { readWeek } from '../../../test/schedule-set-up';

const NOW = new Date('2026-11-22T12:00:00Z');
const WEEK = '2026-12-06';

const { staff } = useTestApp(stationAt(NOW), { staff: {} });

// A weekly Tuesday 10:00-11:00 show with no end, from before the target week.
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:jazz-hour',
  'DTSTAMP:20261101T000000Z',
  'SUMMARY:Jazz Hour',
  'DTSTART:20261103T100000Z',
  'DTEND:20261103T110000Z',
  'RRULE:FREQ=WEEKLY',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

function send(action: 'preview' | 'confirm', choices?: unknown) {
  const form = new FormData();
  form.append('file', new Blob([ICS], { type: 'text/calendar' }), 'season.ics');
  if (choices !== undefined) form.append('seriesChoices', JSON.stringify(choices));
  return staff.client.post(`/api/weeks/${WEEK}/import${action === 'preview' ? '/preview' : ''}`, {
    form,
  });
}
const read = async (weekId: string) => await readWeek(staff.client, weekId);

describe('import of a weekly calendar event', () => {
  it('offers it as a series, placed in this week only by default', async () => {
    const preview = await send('preview');
    expect(preview.status, preview.text).toBe(200);
    const { plan } = preview.json<{ plan: ImportPlan }>();
    expect(plan.seriesOptions).toHaveLength(1);
    expect(plan.seriesOptions[0]).toMatchObject({
      key: 'ics-jazz-hour',
      choice: 'week-only',
      cannotRecreate: null,
      // The calendar's rule has no COUNT or UNTIL: nor has the series (decision 0053).
      rule: { frequency: 'weekly', byWeekday: [2], endType: 'never' },
    });
    // The weeks a recreated series would reach are listed before anyone chooses.
    expect(plan.seriesOptions[0]!.reach.length).toBeGreaterThan(20);
  });

  it('makes it a series without end when chosen', async () => {
    const confirmed = await send('confirm', { 'ics-jazz-hour': 'recreate' });
    expect(confirmed.status, confirmed.text).toBe(201);
    // Next week, past the 26 dates an ending rule would get, and two years on.
    for (const weekId of ['2026-12-13', '2027-06-13', '2028-12-10']) {
      const week = await read(weekId);
      expect(week.blocks.map((b) => [b.showName, b.dayIndex, b.timeIndex, b.isInstance])).toEqual([
        ['Jazz Hour', 2, 40, true],
      ]);
    }
  });
});
