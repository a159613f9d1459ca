import type { Report, ReportRow } from '../../../shared/reports/report';
import english from 'virtual:catalog/en/reports';
import { dateFormat } from '../../../shared/i18n/date-formats';
import { translator } from '../../i18n/translate';
import type { ReportTable } from './report-csv';
import {
  commitmentActual,
  commitmentLabel,
  hours,
  percent,
  weekRange,
  type ReportWords,
} from './report-texts';

/**
 * The CSV files keep stable column names and figures whatever the reader's language (decision
 * 0074, "CSV headers"): the English table, so a spreadsheet or script reading them keeps working.
 */
const STABLE: ReportWords = { t: translator<'reports'>({ reports: english }, {}), language: 'en' };

/** "Sunday" / "Sun" in the language read (a Sunday-first week: 0 is Sunday). */
export function weekdayName(day: number, language: string, width: 'long' | 'short' = 'long') {
  const sunday = Date.UTC(2026, 10, 22);
  return dateFormat(language, { weekday: width }).format(new Date(sunday + day * 86_400_000));
}

const rowsTable = (
  name: string,
  title: string,
  label: string,
  rows: ReportRow[],
  { t, language }: ReportWords,
): ReportTable => ({
  name,
  title,
  columns: [label, t('reports:chart.hours'), t('reports:col.airings')],
  rows: rows.map((r) => [r.name, hours(r.minutes, language), r.airings]),
});

function tablesIn(report: Report, words: ReportWords) {
  const { t, language } = words;
  return {
    byShow: rowsTable(
      'hours-by-show',
      t('reports:table.byShow'),
      t('reports:col.show'),
      report.byShow,
      words,
    ),
    byHost: rowsTable(
      'hours-by-host',
      t('reports:table.byHost'),
      t('reports:col.host'),
      report.byHost,
      words,
    ),
    byGenre: rowsTable(
      'hours-by-genre',
      t('reports:chart.genre'),
      t('reports:col.genre'),
      report.byGenre,
      words,
    ),
    byCategory: {
      name: 'hours-by-category',
      title: t('reports:table.byCategory'),
      columns: [
        t('reports:col.category'),
        t('reports:chart.hours'),
        t('reports:col.share'),
        t('reports:col.airings'),
      ],
      rows: report.byCategory.map((c) => [
        c.name,
        hours(c.minutes, language),
        percent(c.share, language),
        c.airings,
      ]),
    },
    firstVsRepeat: rowsTable(
      'first-airings-and-repeats',
      t('reports:table.firstVsRepeat'),
      t('reports:col.kind'),
      [report.firstVsRepeat.first, report.firstVsRepeat.repeat],
      words,
    ),
    fillIns: {
      name: 'fill-ins',
      title: t('reports:stat.fillIns'),
      columns: [t('reports:col.asked'), t('reports:col.taken'), t('reports:col.notFilled')],
      rows: [[report.fillIns.asked, report.fillIns.taken, report.fillIns.notFilled]],
    },
    commitments: {
      name: 'commitments',
      title: t('reports:commitments'),
      columns: [
        t('reports:col.category'),
        t('reports:col.commitment'),
        t('reports:col.weeksMet'),
        t('reports:col.weeksMissed'),
        t('reports:col.missedWeeks'),
      ],
      rows: report.commitments.map((c) => [
        c.name,
        commitmentLabel(c.kind, c.value, words),
        c.metWeeks,
        c.missedWeeks.length,
        c.missedWeeks
          .map((w) =>
            t('reports:table.missedWeek', {
              week: weekRange(w.weekId, words),
              actual: commitmentActual(c.kind, w.actual, words),
            }),
          )
          .join('; '),
      ]),
    },
    weeks: {
      name: 'hours-per-week',
      title: t('reports:chart.weekly'),
      columns: [
        t('reports:col.week'),
        t('reports:col.status'),
        t('reports:stat.scheduled'),
        t('reports:stat.unfilled'),
        ...report.byCategory.map((c) => c.name),
      ],
      rows: report.weeks.map((w) => [
        w.id,
        w.status,
        hours(w.scheduledMinutes, language),
        hours(w.unfilledMinutes, language),
        ...report.byCategory.map((c) => hours(w.categoryMinutes[c.id] ?? 0, language)),
      ]),
    },
    heatmap: {
      name: 'filled-hours',
      title: t('reports:chart.heatmap'),
      columns: [
        t('reports:col.day'),
        ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
      ],
      rows: report.heatmap.map((day, d) => [
        weekdayName(d, language),
        ...day.map((v) => percent(v, language)),
      ]),
    },
  } satisfies Record<string, ReportTable>;
}

/**
 * The report's tables as the page shows them (in the language read), each carrying the stable
 * table its "Download CSV" writes.
 */
export function reportTables(report: Report, words: ReportWords) {
  const shown: Record<keyof ReturnType<typeof tablesIn>, ReportTable> = tablesIn(report, words);
  if (words.language === 'en') return shown;
  const stable = tablesIn(report, STABLE);
  for (const key of Object.keys(shown) as (keyof typeof shown)[]) {
    shown[key] = { ...shown[key], csv: { columns: stable[key].columns, rows: stable[key].rows } };
  }
  return shown;
}
export type ReportTables = ReturnType<typeof reportTables>;
