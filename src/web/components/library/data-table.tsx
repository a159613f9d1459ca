import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { VirtualTableBody, type VirtualRowProps } from '../virtual-list/virtual-table-body';

export type DataColumn = { header: string; align?: 'right' };

type DataTableProps<T> = {
  /** The table's name for screen readers, e.g. "Shows". */
  caption: string;
  columns: readonly DataColumn[];
  items: readonly T[];
  itemKey: (item: T) => string;
  /** A row, with what a drawn-on-demand row needs (none when every row is drawn). */
  renderRow: (item: T, rowProps: VirtualRowProps | undefined) => ReactNode;
  /**
   * Given for a list that may be long: only the rows near the view are drawn, each expected this
   * tall until measured. Without it every row is drawn.
   */
  estimateRowHeight?: number;
  /** A card of its own (the libraries), or bare inside the section holding it (the dashboard). */
  framed?: boolean;
};

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * A table of entries (shows, DJs, weeks) in a frame that scrolls sideways on narrow screens,
 * with a caption for screen readers and a header row of column names.
 */
export function DataTable<T>({
  caption,
  columns,
  items,
  itemKey,
  renderRow,
  estimateRowHeight,
  framed = false,
}: DataTableProps<T>) {
  const bodyClasses = 'divide-y divide-slate-100';
  return (
    // Positioned, so the buttons' screen-reader texts (absolutely placed) stay inside the
    // scrolling frame: else they count toward the page's width and it scrolls sideways.
    <div
      className={cn(
        'relative overflow-x-auto',
        framed && 'rounded-xl bg-white shadow-sm ring-1 ring-slate-200',
      )}
    >
      <table
        className="min-w-full divide-y divide-slate-200"
        aria-rowcount={estimateRowHeight === undefined ? undefined : items.length + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(th, column.align === 'right' && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {estimateRowHeight === undefined ? (
          <tbody className={bodyClasses}>
            {items.map((item) => (
              <Fragment key={itemKey(item)}>{renderRow(item, undefined)}</Fragment>
            ))}
          </tbody>
        ) : (
          <VirtualTableBody
            items={items}
            itemKey={itemKey}
            columnCount={columns.length}
            estimateRowHeight={estimateRowHeight}
            className={bodyClasses}
            renderRow={renderRow}
          />
        )}
      </table>
    </div>
  );
}
