import Download from 'lucide-react/icons/download';
import { Button } from '../../../components/ui/button';
import { downloadCsv, type ReportTable } from '../report-csv';
import { useReportWords } from '../use-report-words';

/** A table of the report, readable on a phone (it scrolls sideways inside its frame). */
export function ReportTableView({
  table,
  caption = true,
}: {
  table: ReportTable;
  caption?: boolean;
}) {
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="report-table w-full min-w-max border-collapse text-left text-sm">
        <caption className={caption ? 'pb-2 text-left font-semibold text-slate-900' : 'sr-only'}>
          {table.title}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {table.columns.map((c) => (
              <th key={c} scope="col" className="px-2 py-1.5 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-b border-slate-100 last:border-0">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-2 py-1.5 font-medium text-slate-900">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-2 py-1.5 text-slate-700 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Download CSV" of one table. */
export function CsvButton({ table, rangeLabel }: { table: ReportTable; rangeLabel: string }) {
  const { t } = useReportWords();
  return (
    <Button
      variant="secondary"
      size="sm"
      className="print:hidden"
      aria-label={t('reports:downloadCsvOf', { table: table.title })}
      onClick={() => downloadCsv(table, rangeLabel)}
    >
      <Download aria-hidden className="size-4" />
      {t('reports:downloadCsv')}
    </Button>
  );
}

/** A table in its own card, titled, with its CSV download. */
export function ReportTableCard({ table, rangeLabel }: { table: ReportTable; rangeLabel: string }) {
  return (
    <section
      aria-label={table.title}
      className="report-section min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{table.title}</h2>
        <CsvButton table={table} rangeLabel={rangeLabel} />
      </div>
      <ReportTableView table={table} caption={false} />
    </section>
  );
}
