import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from '../lib/after-paint';

/**
 * Content below a page's first screen, drawn once the page has painted (`afterPaint`: its first
 * reads settled and the browser idle, at the latest after 2 s) rather than with it, so the first
 * screen does not wait for sections no one sees yet (decision 0069). Drawn at once when the
 * address names a place in the page (`/settings#backups`): the browser must find it to go there.
 * The drawing is a transition: a long page's sections do not hold up a click or a keystroke.
 */
export function DrawnAfterPaint({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(() => window.location.hash !== '');
  useEffect(
    () => (drawn ? undefined : afterPaint(() => startTransition(() => setDrawn(true)))),
    [drawn],
  );
  return drawn ? children : null;
}
