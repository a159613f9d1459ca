import { useCallback, useMemo, useRef } from 'react';
import { SLOT_PX } from '../../../../shared/schedule/slots';
import type { GridElements } from '../drag/grid-geometry';

/**
 * The grid's elements, owned by the screen so that both the drag code and the header (Today
 * scrolls to now) can reach them.
 */
export function useGridElements() {
  const viewport = useRef<HTMLDivElement | null>(null);
  const header = useRef<HTMLDivElement | null>(null);
  const columns = useRef<HTMLDivElement | null>(null);
  const elements = useMemo<GridElements>(() => ({ viewport, header, columns }), []);

  /** Scrolls so that a time of day sits a third of the way down the visible grid. */
  const scrollToMinutes = useCallback((minutes: number) => {
    const node = viewport.current;
    if (!node) return;
    const y = (minutes / 15) * SLOT_PX;
    node.scrollTo({ top: Math.max(0, y - node.clientHeight / 3) });
  }, []);
  return { elements, scrollToMinutes };
}
