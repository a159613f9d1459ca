import {
  REPORT_RANGES,
  REPORT_WEEKS,
  type ReportRangePreset,
  type ReportWeeks,
} from '../../../../shared/reports/report-range';
import type { ReportParams } from '../use-report';
import { RANGE_WORDS, WEEKS_WORDS } from '../report-range-words';
import { useReportWords } from '../use-report-words';

const fieldClasses =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The range (a preset or two dates) and which weeks count. */
export function ReportControls({
  params,
  onChange,
}: {
  params: ReportParams;
  onChange: (next: ReportParams) => void;
}) {
  const { t } = useReportWords();
  const set = (patch: Partial<ReportParams>) => onChange({ ...params, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t('reports:control.range')}
        <select
          className={fieldClasses}
          value={params.range}
          onChange={(e) => set({ range: e.target.value as ReportRangePreset })}
        >
          {REPORT_RANGES.map((r) => (
            <option key={r} value={r}>
              {t(RANGE_WORDS[r])}
            </option>
          ))}
        </select>
      </label>
      {params.range === 'custom' ? (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {t('reports:control.from')}
            <input
              type="date"
              className={fieldClasses}
              value={params.from}
              onChange={(e) => set({ from: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {t('reports:control.to')}
            <input
              type="date"
              className={fieldClasses}
              value={params.to}
              onChange={(e) => set({ to: e.target.value })}
            />
          </label>
        </>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t('reports:control.weeks')}
        <select
          className={fieldClasses}
          value={params.weeks}
          onChange={(e) => set({ weeks: e.target.value as ReportWeeks })}
        >
          {REPORT_WEEKS.map((w) => (
            <option key={w} value={w}>
              {t(WEEKS_WORDS[w])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
