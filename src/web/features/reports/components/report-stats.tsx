import type { Report } from '../../../../shared/reports/report';
import { hours, percent } from '../report-texts';
import { useReportWords } from '../use-report-words';

/** The report's headline figures as cards. */
export function ReportStats({ report }: { report: Report }) {
  const { totals, firstVsRepeat, fillIns } = report;
  const { t, language } = useReportWords();
  // English writes counts as before (no grouping); other languages in their own digits.
  const count = (n: number) => (language === 'en' ? String(n) : n.toLocaleString(language));
  const cards: [string, string, string][] = [
    [
      t('reports:stat.scheduled'),
      hours(totals.scheduledMinutes, language),
      t('reports:stat.scheduledHint', { count: totals.airings }),
    ],
    [
      t('reports:stat.unfilled'),
      hours(totals.unfilledMinutes, language),
      t('reports:stat.unfilledHint'),
    ],
    [
      t('reports:stat.coverage'),
      percent(totals.coverage, language),
      t('reports:stat.coverageHint'),
    ],
    [t('reports:stat.hosts'), count(totals.distinctHosts), t('reports:stat.hostsHint')],
    [
      t('reports:stat.repeats'),
      hours(firstVsRepeat.repeat.minutes, language),
      t('reports:stat.repeatsHint', { hours: hours(firstVsRepeat.first.minutes, language) }),
    ],
    [
      t('reports:stat.fillIns'),
      t('reports:stat.fillInsValue', { taken: count(fillIns.taken), asked: count(fillIns.asked) }),
      t('reports:stat.fillInsHint', { notFilled: count(fillIns.notFilled) }),
    ],
  ];
  return (
    <ul
      aria-label={t('reports:figures')}
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
