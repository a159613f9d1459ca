import type { Report } from '../../../../shared/reports/report';
import { hours, percent } from '../report-texts';

/** The report's headline figures as cards. */
export function ReportStats({ report }: { report: Report }) {
  const { totals, firstVsRepeat, fillIns } = report;
  const cards: [string, string, string][] = [
    ['Scheduled hours', hours(totals.scheduledMinutes), `${totals.airings} airings, real airtime`],
    ['Unfilled hours', hours(totals.unfilledMinutes), 'No show on air'],
    ['Coverage', percent(totals.coverage), 'Of the weeks’ hours'],
    ['Distinct hosts', String(totals.distinctHosts), 'Who aired, fill-ins included'],
    [
      'Repeats',
      hours(firstVsRepeat.repeat.minutes),
      `h, against ${hours(firstVsRepeat.first.minutes)} h first airings`,
    ],
    [
      'Fill-ins',
      `${fillIns.taken} / ${fillIns.asked}`,
      `taken of asked; ${fillIns.notFilled} not filled`,
    ],
  ];
  return (
    <ul
      aria-label="Figures"
      className="report-stats grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {cards.map(([label, value, hint]) => (
        <li key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
          <p className="mt-1 text-xs text-slate-500">{hint}</p>
        </li>
      ))}
    </ul>
  );
}
