/**
 * Runs `work` once the page has painted and the browser is idle (at the latest after 2 s), for
 * code a page fetches after its first paint rather than with it (decision 0058). Safari has no
 * idle callback: the next task, after the paint, does. Returns the cancel.
 */
export function afterPaint(work: () => void): () => void {
  const idle = window.requestIdleCallback?.(work, { timeout: 2000 });
  const timer = idle === undefined ? window.setTimeout(work, 1) : undefined;
  return () => {
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
