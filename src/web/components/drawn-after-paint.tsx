import { useEffect, useState, type ReactNode } from 'react';

/**
 * Content below a page's first screen, drawn once the first screen has painted rather than with
 * it (decision 0069, amended 2026-11-28): when `ready` (the first screen has what it shows), after
 * the next frame. The first screen then does not wait for sections no one sees yet, and they
 * follow a frame later. Drawn at once when the address names a place in the page
 * (`/settings#backups`): the browser must find it to go there.
 */
export function DrawnAfterPaint({ ready, children }: { ready: boolean; children: ReactNode }) {
  return useDrawnAfterPaint(ready) ? children : null;
}

/**
 * Whether what follows the first screen may be drawn (DrawnAfterPaint's rule, for a part that
 * is not a whole section: the rows of a long list past those the first screen shows). Never on a
 * server drawing the page (decision 0078): its drawing is the first screen.
 */
export function useDrawnAfterPaint(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(
    () => typeof window !== 'undefined' && window.location.hash !== '',
  );
  useEffect(() => {
    if (drawn || !ready) return;
    let timer: number | undefined;
    // The frame with the first screen is painted, then the task after it draws the rest.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDrawn(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [drawn, ready]);
  return drawn;
}
