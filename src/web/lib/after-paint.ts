/** The reads a page paints with: the app's query client (only what afterPaint asks of it). */
export type PageReads = {
  isFetching: () => number;
  getQueryCache: () => { subscribe: (listener: () => void) => () => void };
};

/** At the latest this long after it was asked for, the work runs, reads or not. */
const AT_THE_LATEST_MS = 2000;

let pageReads: PageReads | null = null;

/** Names the app's query client, whose reads afterPaint waits for (app.tsx, once). */
export function waitForReadsOf(reads: PageReads | null): void {
  pageReads = reads;
}

/**
 * Runs `work` once the page has painted (at the latest after 2 s), for code a page fetches after
 * its first paint rather than with it (decision 0058). The paint is taken to be there when the
 * page's reads have settled and the browser is then idle: a page waiting for its first reads is
 * idle too, and code fetched and run then would run before the content it waits for paints
 * (decision 0069). The reads are looked at when the browser is first idle, after the page's
 * first render has started them, and again each time they settle (a read may start another).
 * Safari has no idle callback: the next task does. Returns the cancel.
 */
export function afterPaint(work: () => void): () => void {
  const deadline = performance.now() + AT_THE_LATEST_MS;
  let cancelWait: (() => void) | null = null;

  const whenIdle = (then: () => void) => {
    const timeout = Math.max(1, deadline - performance.now());
    const idle = window.requestIdleCallback?.(then, { timeout });
    const timer = idle === undefined ? window.setTimeout(then, 1) : undefined;
    cancelWait = () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  };

  const waitForReads = (reads: PageReads) => {
    const stop = reads.getQueryCache().subscribe(() => {
      if (reads.isFetching() > 0) return;
      stop();
      window.clearTimeout(late);
      whenIdle(check);
    });
    const late = window.setTimeout(
      () => {
        stop();
        work();
      },
      Math.max(0, deadline - performance.now()),
    );
    cancelWait = () => {
      stop();
      window.clearTimeout(late);
    };
  };

  const check = () => {
    const reads = pageReads;
    if (reads && reads.isFetching() > 0 && performance.now() < deadline) waitForReads(reads);
    else work();
  };

  whenIdle(check);
  return () => cancelWait?.();
}
