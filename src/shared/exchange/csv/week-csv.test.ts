import { describe, expect, it } from 'vitest';
import { block } from '../week-document/scheduled-block.fixture';
import { CSV_COLUMNS, weekToCsv } from './week-csv';

describe('weekToCsv', () => {
  it('writes a header and one CRLF row per block with the agreed columns', () => {
    const csv = weekToCsv(
      {
        startDate: '2026-11-22',
        status: 'draft',
        blocks: [
          block(),
          block({
            dayIndex: 3,
            timeIndex: 88,
            duration: 16,
            recurringSeriesId: 's',
            isInstance: true,
          }),
          block({
            dayIndex: 6,
            timeIndex: 92,
            duration: 4,
            recurringSeriesId: 's',
            isException: true,
          }),
        ],
      },
      'Europe/London',
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0]).toBe(
      'Day,Date,Start,End,Duration (hours),Show,DJs,Genres,Recurring,Week status,Clock change',
    );
    expect(lines[1]).toBe(
      'Tuesday,2026-11-24,10:00,11:30,1.5,Morning Drive,"Ann, Bo","Pop, Talk",No,Draft,',
    );
    expect(lines[2]).toBe(
      'Wednesday,2026-11-25,22:00,02:00 (+1 day),4,Morning Drive,"Ann, Bo","Pop, Talk",Yes,Draft,',
    );
    expect(lines[3]).toBe(
      'Saturday,2026-11-28,23:00,24:00,1,Morning Drive,"Ann, Bo","Pop, Talk",Exception,Draft,',
    );
    expect(lines[4]).toBe('');
  });

  it('quotes commas, quotes and line breaks, and defuses formula-like cells', () => {
    const csv = weekToCsv(
      {
        startDate: '2026-11-22',
        status: 'finalized',
        blocks: [
          block({ showName: 'Say "hi", again\nnow', djNames: ['=HYPERLINK("http://x")'] }),
          block({ showName: '+1 Hour', djNames: ['-dj', '@home'] }),
        ],
      },
      'Europe/London',
    );
    const lines = csv.split('\r\n');
    expect(lines[1]).toContain('"Say ""hi"", again\nnow"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[2]).toContain(`'+1 Hour`);
    expect(lines[2]).toContain(`'-dj, @home`);
    expect(lines[2]).toMatch(/Finalized,$/);
  });
});
