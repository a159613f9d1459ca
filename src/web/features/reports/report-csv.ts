/** A table as the CSV download and the chart's table view both read it. */
export type ReportTable = {
  /** The file's name without ".csv", and the table's caption. */
  name: string;
  title: string;
  columns: string[];
  rows: (string | number)[][];
  /** What its CSV holds when that differs from the page's: stable names and figures. */
  csv?: Pick<ReportTable, 'columns' | 'rows'>;
};

/**
 * RFC 4180 text of a table: every field quoted where it holds a comma, quote or line break, and
 * a field starting with = + - @ (a spreadsheet formula) prefixed with ' so opening the file runs
 * nothing (the week CSV export's rule).
 */
export function tableCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  const field = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return (
    [table.columns, ...table.rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
  );
}

/** Saves a table as a CSV file through a download link (no server round trip). */
export function downloadCsv(table: ReportTable, rangeLabel: string): void {
  const blob = new Blob([tableCsv(table.csv ?? table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${table.name}-${rangeLabel}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
