/**
 * What the drag benchmark watches in the page: long tasks, the time each pointermove takes to
 * dispatch through every listener, the time of each animation-frame callback (where the grid
 * computes its preview, plus the React render it triggers), and block renders (the product's
 * render probe, src/web/lib/render-probe.ts).
 */
export type DragProbes = {
  start: () => void;
  stop: () => DragReport;
  /** Resolves after the next painted frame, without being counted as drag work. */
  frame: () => Promise<void>;
};

export type DragReport = {
  longTasks: number[];
  moveMs: number[];
  frameMs: number[];
  blockRenders: number;
};

type ProbeWindow = Window & { __renderProbe?: Record<string, number> };

export function installDragProbes(): DragProbes {
  const win = window as ProbeWindow;
  const nativeFrame = window.requestAnimationFrame.bind(window);
  let recording = false;
  let longTasks: number[] = [];
  let moveMs: number[] = [];
  let frameMs: number[] = [];

  new PerformanceObserver((list) => {
    if (recording) for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });

  // First listener on the way down (window, capture) and, added during the dispatch, the last one
  // on the way back up (window, bubble): together they bracket every handler of the event.
  window.addEventListener(
    'pointermove',
    () => {
      if (!recording) return;
      const started = performance.now();
      window.addEventListener(
        'pointermove',
        () => {
          // Microtasks queued by handlers (React's sync renders) run before this one.
          queueMicrotask(() => moveMs.push(performance.now() - started));
        },
        { once: true },
      );
    },
    { capture: true },
  );

  window.requestAnimationFrame = (callback) =>
    nativeFrame((time) => {
      if (!recording) return callback(time);
      const started = performance.now();
      try {
        callback(time);
      } finally {
        queueMicrotask(() => frameMs.push(performance.now() - started));
      }
    });

  return {
    start() {
      longTasks = [];
      moveMs = [];
      frameMs = [];
      win.__renderProbe = {};
      recording = true;
    },
    stop() {
      recording = false;
      const blockRenders = win.__renderProbe?.block ?? 0;
      delete win.__renderProbe;
      return { longTasks, moveMs, frameMs, blockRenders };
    },
    frame: () =>
      new Promise((resolve) =>
        nativeFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
      ),
  };
}
