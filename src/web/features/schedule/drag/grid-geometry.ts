import type { RefObject } from 'react';
import { TIME_COLUMN_PX } from '../grid-layout';
import type { GridGeometry } from './preview';

/** The grid's elements the drag logic measures: scroll viewport, sticky headers, day columns. */
export type GridElements = {
  viewport: RefObject<HTMLDivElement | null>;
  header: RefObject<HTMLDivElement | null>;
  columns: RefObject<HTMLDivElement | null>;
};

/**
 * Measures the grid now. The columns' box moves with scrolling, so a measure taken after an
 * auto-scroll step already accounts for it; the viewport's client size leaves out scrollbars and
 * the sticky time column covers the left of the view.
 */
export function readGeometry(elements: GridElements): GridGeometry | null {
  const viewport = elements.viewport.current;
  const columns = elements.columns.current;
  if (!viewport || !columns) return null;
  const view = viewport.getBoundingClientRect();
  const box = columns.getBoundingClientRect();
  const headerHeight = elements.header.current?.getBoundingClientRect().height ?? 0;
  return {
    columns: { left: box.left, top: box.top, width: box.width },
    view: {
      left: view.left + TIME_COLUMN_PX,
      right: view.left + viewport.clientWidth,
      top: view.top,
      bodyTop: view.top + headerHeight,
      bottom: view.top + viewport.clientHeight,
    },
  };
}
