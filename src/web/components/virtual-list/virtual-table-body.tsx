import { Fragment, useRef, type ReactNode } from 'react';
import { rowsLayout, useWindowRows } from './use-list-rows';

/** What a row needs to be measured, kept while focused, and placed among the whole table's rows. */
export type VirtualRowProps = {
  ref: (node: Element | null) => void;
  'data-index': number;
  'data-row': number;
  'aria-rowindex': number;
};

/**
 * A table body (in a table that scrolls with the page) drawing only the rows near the view, all
 * of them for a short list (see WHOLE_LIST_LIMIT). Rows not drawn leave their height as empty,
 * hidden rows so the scroll bar stays true; `aria-rowindex` counts the header row as 1, so the
 * table should carry `aria-rowcount={items.length + 1}`.
 */
export function VirtualTableBody<T>({
  items,
  itemKey,
  renderRow,
  columnCount,
  estimateRowHeight,
  className,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderRow: (item: T, rowProps: VirtualRowProps) => ReactNode;
  /** Columns of the table, for the empty rows' single cell. */
  columnCount: number;
  estimateRowHeight: number;
  className?: string;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const rows = useWindowRows(body, {
    rows: items.length,
    entries: items.length,
    estimateHeight: estimateRowHeight,
  });
  const layout = rowsLayout(rows.virtualizer);
  const space = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden>
        <td colSpan={columnCount} style={{ height, padding: 0 }} />
      </tr>
    ) : null;
  return (
    <tbody ref={body} className={className} {...rows.focusHandlers}>
      {layout.rows.map((row) => {
        const item = items[row.index]!;
        return (
          <Fragment key={itemKey(item)}>
            {space(row.spaceBefore, 'space')}
            {renderRow(item, {
              ref: rows.virtualizer.measureElement,
              'data-index': row.index,
              'data-row': row.index,
              'aria-rowindex': row.index + 2,
            })}
          </Fragment>
        );
      })}
      {space(layout.spaceAfter, 'space-after')}
    </tbody>
  );
}
