import type { Report, ReportRow } from '../../../shared/reports/report';
import { DAY_NAMES, weekRangeLabel } from '../../../shared/schedule/week';
import type { ReportTable } from './report-csv';
import { commitmentActual, commitmentLabel, hours, percent } from './report-texts';

const rowsTable = (name: string, title: string, label: string, rows: ReportRow[]): ReportTable => ({
  name,
  title,
  columns: [label, 'Hours', 'Airings'],
  rows: rows.map((r) => [r.name, hours(r.minutes), r.airings]),
});

/** The report's tables, each shown on the page and downloadable as CSV. */
export function reportTables(report: Report) {
  return {
    byShow: rowsTable('hours-by-show', 'Hours by show', 'Show', report.byShow),
    byHost: rowsTable('hours-by-host', 'Hours by host', 'Host', report.byHost),
    byGenre: rowsTable('hours-by-genre', 'Hours by genre', 'Genre', report.byGenre),
    byCategory: {
      name: 'hours-by-category',
      title: 'Hours by content category',
      columns: ['Category', 'Hours', 'Share of scheduled hours', 'Airings'],
      rows: report.byCategory.map((c) => [c.name, hours(c.minutes), percent(c.share), c.airings]),
    },
    firstVsRepeat: rowsTable('first-airings-and-repeats', 'First airings and repeats', 'Kind', [
      report.firstVsRepeat.first,
      report.firstVsRepeat.repeat,
    ]),
    fillIns: {
      name: 'fill-ins',
      title: 'Fill-ins',
      columns: ['Asked', 'Taken', 'Not filled'],
      rows: [[report.fillIns.asked, report.fillIns.taken, report.fillIns.notFilled]],
    },
    commitments: {
      name: 'commitments',
      title: 'Commitments',
      columns: ['Category', 'Commitment', 'Weeks met', 'Weeks missed', 'Missed weeks'],
      rows: report.commitments.map((c) => [
        c.name,
        commitmentLabel(c.kind, c.value),
        c.metWeeks,
        c.missedWeeks.length,
        c.missedWeeks
          .map((w) => `${weekRangeLabel(w.weekId)} (${commitmentActual(c.kind, w.actual)})`)
          .join('; '),
      ]),
    },
    weeks: {
      name: 'hours-per-week',
      title: 'Hours per week by category',
      columns: [
        'Week',
        'Status',
        'Scheduled hours',
        'Unfilled hours',
        ...report.byCategory.map((c) => c.name),
      ],
      rows: report.weeks.map((w) => [
        w.id,
        w.status,
        hours(w.scheduledMinutes),
        hours(w.unfilledMinutes),
        ...report.byCategory.map((c) => hours(w.categoryMinutes[c.id] ?? 0)),
      ]),
    },
    heatmap: {
      name: 'filled-hours',
      title: 'How often each hour was filled',
      columns: ['Day', ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`)],
      rows: report.heatmap.map((day, d) => [DAY_NAMES[d]!, ...day.map((v) => percent(v))]),
    },
  } satisfies Record<string, ReportTable>;
}
export type ReportTables = ReturnType<typeof reportTables>;
