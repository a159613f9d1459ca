import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import Printer from 'lucide-react/icons/printer';
import { useState } from 'react';
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
import { useReportWords } from '../use-report-words';
import { RANGE_WORDS, WEEKS_WORDS } from '../report-range-words';
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
  const { t } = useReportWords();
  useDocumentTitle(t('reports:title'));
  const { access } = useAccess();
  if (!access) return <LoadingLine text={t('reports:checking')} />;
  if (!access.reportsOpen) {
    return (
      <div className="space-y-6">
        <PageHeader title={t('reports:title')} subtitle={t('reports:subtitle')} />
        <EmptyPanel icon={ShieldAlert} title={t('reports:closedTitle')}>
          {t('reports:refusal.closed')}
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
  const { t } = useReportWords();
  return (
    <div className="report space-y-6">
      <PageHeader
        title={t('reports:title')}
        subtitle={t('reports:subtitle')}
        actions={
          <Button onClick={() => window.print()} disabled={!report} className="print:hidden">
            <Printer aria-hidden className="size-4" />
            {t('reports:downloadPdf')}
          </Button>
        }
      />
      <ReportControls params={params} onChange={setParams} />
      {/* A failed re-read after a colleague's change keeps the report that is shown. */}
      {query.isError && !report ? (
        <LoadFailure
          title={t('reports:failed')}
          detail={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !report ? (
        <LoadingLine text={t('reports:loading')} />
      ) : (
        <ReportBody report={report} stale={query.isPlaceholderData} />
      )}
    </div>
  );
}

function ReportBody({ report, stale }: { report: Report; stale: boolean }) {
  const words = useReportWords();
  const { t } = words;
  const tables = reportTables(report, words);
  const clock = useClock();
  const fileRange = `${report.range.from}-to-${report.range.to}`;
  return (
    <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : undefined}>
      <PrintPage size={report.paperSize} />
      <header className="report-head mb-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <p className="text-base font-semibold text-slate-900">
          {t('reports:head.title', {
            station: report.stationName,
            range: t(RANGE_WORDS[report.range.preset]),
            from: report.range.from,
            to: report.range.to,
          })}
        </p>
        <p>
          {t('reports:head.details', {
            counted: t(WEEKS_WORDS[report.weeksCounted]),
            count: report.totals.weekCount,
            zone: report.timeZone,
            made: formatDateTime(report.madeAt, report.timeZone, clock),
          })}
        </p>
      </header>
      {report.weeks.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600"
        >
          {t('reports:noWeeks')}
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
