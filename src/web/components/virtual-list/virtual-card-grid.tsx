import {
  Fragment,
  memo,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '../../lib/cn';
import { viewportSize } from '../../lib/render-visitor';
import { rowsLayout, useScrollerRows, useWindowRows, type ListRows } from './use-list-rows';

export type VirtualCardGridProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Columns for the list's width in pixels. */
  columns: (width: number) => number;
  /**
   * A row's expected height (cards and the space below them) until it is measured, or an entry's
   * (a row is then its tallest entry's).
   */
  estimateRowHeight: number | ((item: T) => number);
  /** The scrolling box the list sits in; the page scrolls when absent. */
  scroller?: RefObject<HTMLElement | null>;
  /** Classes of each entry (`li`): its bottom padding is the space between rows. */
  itemClassName: string;
  /** Column gap of the list. */
  className?: string;
  'aria-label'?: string;
};

/**
 * A list of cards in rows, only the rows near the view drawn (all of them for a short list, see
 * WHOLE_LIST_LIMIT). Still one list to assistive technology: each entry says its place in the
 * whole (aria-posinset, aria-setsize). Columns follow the list's own width, not the window's.
 */
export function VirtualCardGrid<T>(props: VirtualCardGridProps<T>) {
  return props.scroller ? (
    <ScrollerGrid {...props} scroller={props.scroller} />
  ) : (
    <WindowGrid {...props} />
  );
}

function WindowGrid<T>(props: VirtualCardGridProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const columns = useColumns(list, props.columns, drawnPageWidth);
  const rows = useWindowRows(list, setupFor(props, columns));
  return <GridRows {...props} list={list} columnCount={columns} rows={rows} />;
}

function ScrollerGrid<T>(
  props: VirtualCardGridProps<T> & { scroller: RefObject<HTMLElement | null> },
) {
  const list = useRef<HTMLUListElement>(null);
  const columns = useColumns(list, props.columns);
  const rows = useScrollerRows(list, props.scroller, setupFor(props, columns));
  return <GridRows {...props} list={list} columnCount={columns} rows={rows} />;
}

/**
 * The rows for the columns, none until the list's width is known: drawn with one column first,
 * the cards would be drawn, measured and drawn again in their columns before the first paint.
 */
function setupFor<T>(props: VirtualCardGridProps<T>, columns: number | null) {
  const { items, estimateRowHeight: estimate } = props;
  const across = columns ?? 1;
  return {
    rows: columns === null ? 0 : Math.ceil(items.length / across),
    entries: items.length,
    estimateHeight:
      typeof estimate === 'number'
        ? estimate
        : (row: number) =>
            Math.max(...items.slice(row * across, (row + 1) * across).map(estimate), 0),
  };
}

function GridRows<T>({
  items,
  itemKey,
  renderItem,
  itemClassName,
  className,
  list,
  columnCount,
  rows,
  'aria-label': ariaLabel,
}: VirtualCardGridProps<T> & {
  list: RefObject<HTMLUListElement | null>;
  columnCount: number | null;
  rows: ListRows;
}) {
  const columns = columnCount ?? 1;
  const layout = rowsLayout(rows.virtualizer);
  const firstSpace = layout.rows[0]?.spaceBefore ?? 0;
  return (
    <ul
      ref={list}
      aria-label={ariaLabel}
      {...rows.focusHandlers}
      className={cn('grid', className)}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        paddingTop: firstSpace,
        paddingBottom: layout.spaceAfter,
      }}
    >
      {layout.rows.map((row, drawn) => {
        const first = row.index * columns;
        const entries = items.slice(first, first + columns);
        return (
          <Fragment key={row.index}>
            {drawn > 0 && row.spaceBefore > 0 ? (
              // Rows between the ones in view and a kept focused row: their space, not their cards.
              <li aria-hidden className="col-span-full" style={{ height: row.spaceBefore }} />
            ) : null}
            {entries.map((item, column) => (
              <li
                key={itemKey(item)}
                // The row's first entry stands for the row when it is measured.
                ref={column === 0 ? rows.virtualizer.measureElement : undefined}
                data-index={row.index}
                data-row={row.index}
                aria-posinset={first + column + 1}
                aria-setsize={items.length}
                className={itemClassName}
              >
                <Entry item={item} render={renderItem} />
              </li>
            ))}
          </Fragment>
        );
      })}
    </ul>
  );
}

/**
 * An entry's content, drawn again only when the entry or how entries are drawn changes: the list
 * itself is drawn again as its rows are measured and as it scrolls, and the cards in view need
 * not be.
 */
const Entry = memo(function Entry({
  item,
  render,
}: {
  item: unknown;
  render: (item: never) => ReactNode;
}) {
  return render(item as never);
});

/**
 * The column count for the list's width, following it as the width changes; null until the list
 * is there to be measured (before the first paint).
 */
function useColumns(
  list: RefObject<HTMLElement | null>,
  columnsFor: (width: number) => number,
  drawnWidth?: () => number,
): number | null {
  // Nothing is measured on a server drawing the page (decision 0078): it takes the width the list
  // likely has there, where one is known; the browser measures as it draws the page itself.
  const [columns, setColumns] = useState<number | null>(() =>
    typeof window === 'undefined' && drawnWidth ? Math.max(1, columnsFor(drawnWidth())) : null,
  );
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => setColumns(Math.max(1, columnsFor(element.clientWidth)));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, columnsFor]);
  return columns;
}

/**
 * The width of a list across the page (the libraries) on the screen a server draws for: the
 * page's content is at most 80rem wide, less its padding (2rem, 1.5rem on a tablet, 1rem on a
 * phone, each side).
 */
function drawnPageWidth(): number {
  const { width } = viewportSize();
  const padding = width >= 1024 ? 32 : width >= 640 ? 24 : 16;
  return Math.min(width, 1280) - 2 * padding;
}

/**
 * The library pages' columns: the page's content width at the window widths where the grid had
 * 2, 3 and 4 columns before it followed its own width (640, 1024 and 1280 px windows).
 */
export function libraryColumns(width: number): number {
  if (width >= 1200) return 4;
  if (width >= 940) return 3;
  if (width >= 580) return 2;
  return 1;
}
