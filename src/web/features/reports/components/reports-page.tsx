import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import Printer from 'lucide-react/icons/printer';
import { useState } from 'react';
import { REPORTS_CLOSED } from '../../../../shared/reports/report-access';
import { REPORT_RANGE_LABELS } from '../../../../shared/reports/report-range';
import type { Report } from '../../../../shared/reports/report';
import { isCivilDate } from '../../../../shared/schedule/week';
import { Button } from '../../../components/ui/button';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { LoadFailure, LoadingLine } from '../../../components/ui/load-states';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useAccess } from '../../../lib/use-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reportTables } from '../report-tables';
import { REPORT_TEXTS } from '../report-texts';
import { useReport, type ReportParams } from '../use-report';
import { ReportCharts } from './report-charts';
import { ReportCommitments } from './report-commitments';
import { ReportControls } from './report-controls';
import { ReportStats } from './report-stats';
import { ReportTableCard } from './report-table-view';
import { PrintPage } from './print-page';
import { useClock } from '../../../lib/use-clock';

const START: ReportParams = { range: 'last-4-weeks', from: '', to: '', weeks: 'finalized' };

/**
 * Reports (issue 36): a range's figures for the station's board, funder or regulator, with
 * charts, CSV of every table and a PDF by the print stylesheet (window.print; decision 0073).
 * Station managers see it; members too where Station Settings opened it (read-only).
 */
export function ReportsPage() {
  useDocumentTitle(REPORT_TEXTS.title);
  const { access } = useAccess();
  if (!access) return <LoadingLine text="Checking what you may do..." />;
  if (!access.reportsOpen) {
    return (
      <div className="space-y-6">
        <PageHeader title={REPORT_TEXTS.title} subtitle={REPORT_TEXTS.subtitle} />
        <EmptyPanel icon={ShieldAlert} title={REPORT_TEXTS.closedTitle}>
          {REPORTS_CLOSED}
        </EmptyPanel>
      </div>
    );
  }
  return <StationReport />;
}

function StationReport() {
  const [params, setParams] = useState<ReportParams>(START);
  const ready = params.range !== 'custom' || (isCivilDate(params.from) && isCivilDate(params.to));
  const query = useReport(params, ready);
  const report = query.data;
  return (
    <div className="report space-y-6">
      <PageHeader
        title={REPORT_TEXTS.title}
        subtitle={REPORT_TEXTS.subtitle}
        actions={
          <Button onClick={() => window.print()} disabled={!report} className="print:hidden">
            <Printer aria-hidden className="size-4" />
            {REPORT_TEXTS.downloadPdf}
          </Button>
        }
      />
      <ReportControls params={params} onChange={setParams} />
      {/* A failed re-read after a colleague's change keeps the report that is shown. */}
      {query.isError && !report ? (
        <LoadFailure
          title={REPORT_TEXTS.failed}
          detail={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !report ? (
        <LoadingLine text={REPORT_TEXTS.loading} />
      ) : (
        <ReportBody report={report} stale={query.isPlaceholderData} />
      )}
    </div>
  );
}

/** "1 Jan 2027 – 31 Mar 2027": the range in the file names and the document's head. */
const rangeText = (report: Report) => `${report.range.from} – ${report.range.to}`;

function ReportBody({ report, stale }: { report: Report; stale: boolean }) {
  const tables = reportTables(report);
  const clock = useClock();
  const fileRange = `${report.range.from}-to-${report.range.to}`;
  return (
    <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : undefined}>
      <PrintPage size={report.paperSize} />
      <header className="report-head mb-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <p className="text-base font-semibold text-slate-900">
          {report.stationName} — {REPORT_RANGE_LABELS[report.range.preset]}: {rangeText(report)}
        </p>
        <p>
          {REPORT_TEXTS.weeksCounted[report.weeksCounted]} · {report.totals.weekCount} weeks (each
          week counts in the range its Sunday falls in) · Station time {report.timeZone} · Made{' '}
          {formatDateTime(report.madeAt, report.timeZone, clock)}
        </p>
      </header>
      {report.weeks.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600"
        >
          {REPORT_TEXTS.noWeeks}
        </p>
      ) : (
        <div className="space-y-6">
          <ReportStats report={report} />
          <ReportCommitments report={report} table={tables.commitments} rangeLabel={fileRange} />
          <ReportCharts report={report} tables={tables} rangeLabel={fileRange} />
          {/* Hours by genre is the genre chart's table view (with its CSV), not a second table. */}
          <div className="grid gap-4 lg:grid-cols-2 print:block">
            <ReportTableCard table={tables.byShow} rangeLabel={fileRange} />
            <ReportTableCard table={tables.byHost} rangeLabel={fileRange} />
            <ReportTableCard table={tables.byCategory} rangeLabel={fileRange} />
            <ReportTableCard table={tables.firstVsRepeat} rangeLabel={fileRange} />
            <ReportTableCard table={tables.fillIns} rangeLabel={fileRange} />
          </div>
        </div>
      )}
    </div>
  );
}
