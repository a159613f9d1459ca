import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { Report } from '../../../../shared/reports/report';
import type { ReportTable } from '../report-csv';
import { commitmentActual, commitmentLabel, weekRange } from '../report-texts';
import { useReportWords } from '../use-report-words';
import { CsvButton } from './report-table-view';

/** Each category's weekly commitment: weeks met, and the weeks that missed with their figure. */
export function ReportCommitments({
  report,
  table,
  rangeLabel,
}: {
  report: Report;
  table: ReportTable;
  rangeLabel: string;
}) {
  const words = useReportWords();
  const { t } = words;
  if (report.commitments.length === 0) return null;
  return (
    <section
      aria-labelledby="commitments-title"
      className="report-section min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="commitments-title" className="text-base font-semibold text-slate-900">
          {t('reports:commitments')}
        </h2>
        <CsvButton table={table} rangeLabel={rangeLabel} />
      </div>
      <ul className="divide-y divide-slate-100">
        {report.commitments.map((c) => {
          const missed = c.missedWeeks.length;
          return (
            <li key={c.categoryId} className="py-3" data-testid="commitment">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span
                  aria-hidden
                  className="size-3 rounded-full"
                  style={{ backgroundColor: c.color }}
                />
                <span className="font-medium text-slate-900">{c.name}</span>
                <span className="text-sm text-slate-600">
                  {commitmentLabel(c.kind, c.value, words)}
                </span>
                <span
                  className={
                    missed === 0
                      ? 'inline-flex items-center gap-1 text-sm font-medium text-emerald-700'
                      : 'inline-flex items-center gap-1 text-sm font-medium text-red-700'
                  }
                >
                  {missed === 0 ? (
                    <CircleCheck aria-hidden className="size-4" />
                  ) : (
                    <CircleAlert aria-hidden className="size-4" />
                  )}
                  {missed > 0
                    ? t('reports:commitment.metMissed', {
                        met: c.metWeeks,
                        count: c.weeks.length,
                        missed,
                      })
                    : t('reports:commitment.met', { met: c.metWeeks, count: c.weeks.length })}
                </span>
              </div>
              {missed > 0 ? (
                <ul
                  aria-label={t('reports:commitment.missedList', { name: c.name })}
                  className="mt-2 flex flex-wrap gap-2"
                >
                  {c.missedWeeks.map((w) => (
                    <li
                      key={w.weekId}
                      className="rounded-md bg-red-50 px-2 py-1 text-sm text-red-800 ring-1 ring-red-200"
                    >
                      {t('reports:commitment.missedWeek', {
                        week: weekRange(w.weekId, words),
                        actual: commitmentActual(c.kind, w.actual, words),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
