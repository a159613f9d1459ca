import { viewportSize } from '../../lib/render-visitor';
import {
  defaultRangeExtractor,
  useVirtualizer,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { afterPaint } from '../../lib/after-paint';

/**
 * A list of up to this many entries is drawn whole: a typical station's library, where the
 * browser's find in page and printing still see every card. Longer lists draw the rows in view
 * and a few either side.
 */
export const WHOLE_LIST_LIMIT = 120;

/**
 * Rows drawn beyond each edge of the view: the next card is in the page when Tab reaches it. Not
 * before the page has painted: the first paint draws only the rows in view (two rows of four cards
 * were 8 of the Show Library's 20 cards, drawn before its paint for no one to see).
 */
const OVERSCAN_ROWS = 2;

function useOverscan(): number {
  const [overscan, setOverscan] = useState(0);
  useEffect(() => afterPaint(() => setOverscan(OVERSCAN_ROWS)), []);
  return overscan;
}

export type RowsSetup = {
  /** How many rows the list has. */
  rows: number;
  /** Entries in the list: at most WHOLE_LIST_LIMIT draws every row. */
  entries: number;
  /**
   * A row's expected height in pixels, including the space below it, until it is measured (the
   * same for every row, or each row's own). The closer the guess, the fewer rows are drawn and
   * measured again before the list settles.
   */
  estimateHeight: number | ((row: number) => number);
};

const estimateOf = (setup: RowsSetup) => {
  const height = setup.estimateHeight;
  return typeof height === 'number' ? () => height : height;
};

/** What the lists use of a virtualizer, whichever box it follows. */
export type RowsVirtualizer = {
  getVirtualItems: () => VirtualItem[];
  getTotalSize: () => number;
  measureElement: (node: Element | null) => void;
  options: { scrollMargin: number };
};

export type ListRows = {
  virtualizer: RowsVirtualizer;
  /** On the list element: keeps the row holding the focus drawn while it scrolls out of view. */
  focusHandlers: {
    onFocus: (event: { target: EventTarget }) => void;
    onBlur: (event: { relatedTarget: EventTarget | null; currentTarget: Element }) => void;
  };
};

/** The rows of a list that scrolls with the page (the library pages). */
export function useWindowRows(list: RefObject<HTMLElement | null>, setup: RowsSetup): ListRows {
  const kept = useKeptRow(setup);
  const scrollMargin = useListTop(list, null);
  const overscan = useOverscan();
  const virtualizer = useWindowVirtualizer<Element>({
    count: setup.rows,
    estimateSize: estimateOf(setup),
    // The window's size from the start: measured only after the first render, the list would
    // first draw one row, then the rows the window holds.
    initialRect: viewportSize(),
    overscan,
    scrollMargin,
    rangeExtractor: kept.rangeExtractor,
  });
  return { virtualizer, focusHandlers: kept.focusHandlers };
}

/** The rows of a list inside its own scrolling box (the schedule's show panel). */
export function useScrollerRows(
  list: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null>,
  setup: RowsSetup,
): ListRows {
  const kept = useKeptRow(setup);
  const scrollMargin = useListTop(list, scroller);
  const overscan = useOverscan();
  // The virtualizer is mutable by design (it re-renders its host on every change of range): the
  // lint's memoization concern does not apply, as nothing here is memoized by a compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<Element, Element>({
    count: setup.rows,
    getScrollElement: () => scroller.current,
    estimateSize: estimateOf(setup),
    overscan,
    scrollMargin,
    rangeExtractor: kept.rangeExtractor,
  });
  return { virtualizer, focusHandlers: kept.focusHandlers };
}

/**
 * The row a list element's `data-row` names for the element that has the focus. Unmounting it would
 * drop the focus to the page's start (a keyboard user scrolling with the wheel, or a screen reader,
 * would lose their place), so it stays drawn, away from the rows in view, until the focus leaves.
 */
function useKeptRow(setup: RowsSetup) {
  const focusedRow = useRef<number | null>(null);
  const whole = setup.entries <= WHOLE_LIST_LIMIT;
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (whole) return Array.from({ length: range.count }, (_, i) => i);
      const rows = defaultRangeExtractor(range);
      const kept = focusedRow.current;
      if (kept === null || kept >= range.count || rows.includes(kept)) return rows;
      return [...rows, kept].sort((a, b) => a - b);
    },
    [whole],
  );
  const focusHandlers: ListRows['focusHandlers'] = {
    onFocus: (event) => {
      const row = event.target instanceof Element ? event.target.closest('[data-row]') : null;
      focusedRow.current = row ? Number(row.getAttribute('data-row')) : null;
    },
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) focusedRow.current = null;
    },
  };
  return { rangeExtractor, focusHandlers };
}

/** Where the list starts within what scrolls (the page, or the scrolling box), kept up to date. */
function useListTop(
  list: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null> | null,
): number {
  const [top, setTop] = useState(0);
  // What sits above the list (a notice, a toolbar wrapping on a narrow window) may move it: its
  // parent or the page then changes size. The observer also answers once at the start.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const box = scroller?.current;
      setTop(
        Math.round(
          box
            ? element.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop
            : element.getBoundingClientRect().top + window.scrollY,
        ),
      );
    };
    // Once now, before the first paint, so the rows first drawn are the ones in view.
    measure();
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, scroller]);
  return top;
}

/**
 * The drawn rows and the empty space to leave before each (rows not drawn above it, or between it
 * and a kept focused row) and after the last, so the list keeps its full height.
 */
export function rowsLayout(virtualizer: ListRows['virtualizer']) {
  const margin = virtualizer.options.scrollMargin;
  let end = margin;
  const rows = virtualizer.getVirtualItems().map((item) => {
    const spaceBefore = Math.max(0, item.start - end);
    end = item.end;
    return { index: item.index, spaceBefore };
  });
  const spaceAfter = Math.max(0, virtualizer.getTotalSize() + margin - end);
  return { rows, spaceAfter };
}
