import { describe, expect, it } from 'vitest';
import { tableCsv } from './report-csv';

describe('report CSV', () => {
  it('quotes what needs quoting and disarms formulas; numbers stay numbers', () => {
    const csv = tableCsv({
      columns: ['Show', 'Hours'],
      rows: [
        ['Drive, the "best"', 12.5],
        ['=HYPERLINK("x")', 1],
        ['Night\nOwls', -2],
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'Show,Hours',
      '"Drive, the ""best""",12.5',
      `"'=HYPERLINK(""x"")",1`,
      '"Night\nOwls",-2',
      '',
    ]);
  });
});
