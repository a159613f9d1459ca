/**
 * What a page's main thread did before its content painted, read from a Chromium trace of the
 * load: how long it ran script (compiling and evaluating modules, React's renders, callbacks,
 * microtasks, garbage collection) and how long it was busy at all (script, style, layout, HTML).
 * The paint ratio says how late a page is; this says how much of that is our code's own work, a
 * figure that grows and shrinks with the code we ship while the ratio also moves with the network
 * and the machine's load.
 */

/** The trace categories the figures need: the timeline's tasks, V8's and the page's marks. */
export const MAIN_THREAD_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

/** The mark the page sets when its content is there (bench/paint.ts' watcher). */
export const PAINTED_MARK = 'content-painted';

/**
 * Evaluated in a page through the DevTools protocol: resolves with the time the watcher kept
 * (`window.__paintedAt`) once it has one.
 */
export const PAINTED_AT = `new Promise((resolve) => {
  const check = () => (window.__paintedAt ? resolve(window.__paintedAt) : requestAnimationFrame(check));
  check();
})`;

/**
 * Trace events that are the page's script, as Chrome's Performance panel groups them; V8's own
 * events (compiling, tiering up, garbage collection) are script too.
 */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'XHRReadyStateChange',
  'XHRLoad',
  'MinorGC',
  'MajorGC',
]);
const isScript = (name: string) =>
  SCRIPT_EVENTS.has(name) || name.startsWith('v8.') || name.startsWith('V8.');

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (µs): what it ran, not how long it waited for a core. */
  tdur?: number;
  args?: { data?: { startTime?: number; url?: string } };
};

export type MainThreadWork = {
  /** CPU milliseconds of script on the page's main thread from navigation start to the paint. */
  scriptMs: number;
  /** CPU milliseconds the main thread was busy at all in that time. */
  busyMs: number;
  /** The scripts compiled in that time (their addresses), i.e. the code that ran before it. */
  scripts: string[];
};

/**
 * Reads a trace (Playwright's browser.stopTracing()) of one load whose page set PAINTED_MARK.
 * Time is given to the innermost event that covers it (a layout forced by a script is layout,
 * not script), as the Performance panel's "self time" does; the window runs from the page's
 * navigation start (the mark's startTime is measured from it) to the mark. Counted in the thread's
 * CPU time, not the clock's: on a shared machine a busy thread waits for a core, and its events
 * last longer by the wait, while the work it ran stays the same.
 */
export function mainThreadWork(trace: Buffer): MainThreadWork {
  const parsed = JSON.parse(trace.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.find((e) => e.name === PAINTED_MARK);
  const startTime = mark?.args?.data?.startTime;
  if (!mark || startTime === undefined) throw new Error(`The trace has no ${PAINTED_MARK} mark`);
  const end = mark.ts;
  const start = end - startTime * 1000;
  const tasks = events
    .filter(
      (e) =>
        e.pid === mark.pid &&
        e.tid === mark.tid &&
        e.ph === 'X' &&
        e.dur !== undefined &&
        e.ts >= start &&
        e.ts < end,
    )
    .map((e) => {
      const until = Math.min(e.ts + e.dur!, end);
      // An event cut by the mark counts the share of its CPU time before it.
      const share = e.dur! > 0 ? (until - e.ts) / e.dur! : 1;
      return { name: e.name, ts: e.ts, end: until, cpu: (e.tdur ?? e.dur!) * share };
    })
    .sort((a, b) => a.ts - b.ts || b.end - a.end);

  let script = 0;
  let busy = 0;
  const open: { name: string; end: number }[] = [];
  for (const task of tasks) {
    while (open.length > 0 && open.at(-1)!.end <= task.ts) open.pop();
    const cpu = task.cpu;
    const parent = open.at(-1);
    // The parent's self time loses what this event covers; a top-level task adds to busy.
    if (parent && isScript(parent.name)) script -= cpu;
    if (!parent) busy += cpu;
    if (isScript(task.name)) script += cpu;
    open.push(task);
  }
  const scripts = events
    .filter((e) => /^v8\.compile/.test(e.name) && e.ts >= start && e.ts < end && e.pid === mark.pid)
    .map((e) => e.args?.data?.url)
    .filter((url): url is string => !!url);
  return { scriptMs: script / 1000, busyMs: busy / 1000, scripts: [...new Set(scripts)] };
}
