import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { ReportTable } from '../report-csv';
import { useReportWords } from '../use-report-words';
import { CsvButton, ReportTableView } from './report-table-view';

/**
 * A chart with what makes it readable to everyone: a description screen readers announce with
 * it, a "Table" view of the same figures (and the CSV of them), and print that shows the chart.
 */
export function ChartFrame({
  title,
  description,
  table,
  rangeLabel,
  children,
}: {
  title: string;
  description: string;
  table: ReportTable;
  rangeLabel: string;
  children: ReactNode;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { t } = useReportWords();
  const id = useId();
  const tab = (value: 'chart' | 'table', label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={cn(
        'rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
        view === value
          ? 'bg-white text-indigo-700 shadow-sm'
          : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="report-section min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <div
            role="group"
            aria-label={t('reports:chart.view', { title })}
            className="inline-flex rounded-lg bg-slate-100 p-1"
          >
            {tab('chart', t('reports:chart.chart'))}
            {tab('table', t('reports:chart.table'))}
          </div>
          <CsvButton table={table} rangeLabel={rangeLabel} />
        </div>
      </div>
      <p id={`${id}-description`} className="mb-3 text-sm text-slate-600">
        {description}
      </p>
      {view === 'chart' ? (
        <figure
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          className="report-chart"
        >
          {children}
        </figure>
      ) : (
        <ReportTableView table={table} caption={false} />
      )}
    </section>
  );
}
