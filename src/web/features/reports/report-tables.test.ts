import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en/reports';
import german from 'virtual:catalog/de/reports';
import type { Report } from '../../../shared/reports/report';
import { translator } from '../../i18n/translate';
import { reportTables } from './report-tables';

const row = { name: 'x', minutes: 0, airings: 0 };
const missed = { weekId: '2026-12-06', actual: 2, met: false } as const;
const report: Report = {
  stationName: 'Radio',
  timeZone: 'Europe/Berlin',
  madeAt: '2026-12-20T12:00:00Z',
  paperSize: 'a4',
  range: { preset: 'custom', from: '2026-12-06', to: '2026-12-12' },
  weeksCounted: { first: '2026-12-06', last: '2026-12-06', count: 1 },
  weeks: [],
  totals: {
    weekCount: 1,
    scheduledMinutes: 0,
    unfilledMinutes: 0,
    weekMinutes: 10_080,
    coverage: 0,
    airings: 0,
    distinctHosts: 0,
  },
  byShow: [],
  byHost: [],
  byGenre: [],
  byCategory: [],
  firstVsRepeat: { first: row, repeat: row },
  fillIns: { asked: 0, taken: 0, notFilled: 0 },
  commitments: [
    {
      categoryId: 'c1',
      name: 'Local music',
      color: '#000000',
      kind: 'at_least_hours',
      value: 6,
      weeks: [missed],
      metWeeks: 0,
      missedWeeks: [missed],
    },
  ],
  heatmap: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
} as unknown as Report;

describe('the commitments table', () => {
  it('names a missed week in the reader’s language, and in the CSV as before', () => {
    const t = translator<'reports'>({ reports: german }, { reports: english });
    const table = reportTables(report, { t, language: 'de' }).commitments;
    expect(String(table.rows[0]![4])).toContain('6.–12. Dez. 2026');
    expect(String(table.csv!.rows[0]![4])).toContain('Dec 6 - Dec 12, 2026');
  });

  it('keeps English as it was', () => {
    const t = translator<'reports'>({ reports: english }, { reports: english });
    const table = reportTables(report, { t, language: 'en' }).commitments;
    expect(String(table.rows[0]![4])).toContain('Dec 6 - Dec 12, 2026');
  });
});
