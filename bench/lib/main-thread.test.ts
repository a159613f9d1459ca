import { describe, expect, it } from 'vitest';
import { mainThreadWork, PAINTED_MARK } from './main-thread';

const MAIN = { pid: 7, tid: 1 };
/** A complete event on the page's main thread, times in milliseconds (traces count in µs). */
const task = (name: string, at: number, ms: number, thread = MAIN) => ({
  name,
  ph: 'X',
  ...thread,
  ts: at * 1000,
  dur: ms * 1000,
});
/** The page's mark at `at` ms on the trace clock, `sinceStart` ms after its navigation began. */
const mark = (at: number, sinceStart: number) => ({
  name: PAINTED_MARK,
  ph: 'R',
  ...MAIN,
  ts: at * 1000,
  args: { data: { startTime: sinceStart } },
});
const trace = (...events: object[]) => Buffer.from(JSON.stringify({ traceEvents: events }));

describe('mainThreadWork', () => {
  it('counts script between navigation start and the mark; a layout a script forces is not script', () => {
    const work = mainThreadWork(
      trace(
        // Before the navigation: another page's.
        task('FunctionCall', 900, 50),
        task('RunTask', 1010, 40),
        task('v8.evaluateModule', 1012, 30),
        {
          ...task('v8.compileModule', 1011, 0),
          args: { data: { url: 'http://x/assets/page.js' } },
        },
        task('Layout', 1020, 10),
        task('RunTask', 1060, 20),
        task('ParseHTML', 1060, 20),
        task('RunTask', 1090, 30),
        // Cut at the mark.
        task('FunctionCall', 1100, 20),
        // Another thread (a worker) is not the main thread.
        task('FunctionCall', 1010, 50, { pid: 7, tid: 2 }),
        mark(1110, 110),
      ),
    );
    expect(work.scriptMs).toBeCloseTo(20 + 10);
    expect(work.scripts).toEqual(['http://x/assets/page.js']);
    expect(work.busyMs).toBeCloseTo(40 + 20 + 20);
  });

  it("counts the thread's CPU time, not the time it waited for a core", () => {
    // 40 ms on the clock, of which the thread ran 25 (15 waiting while another process ran).
    const work = mainThreadWork(
      trace({ ...task('FunctionCall', 1000, 40), tdur: 25_000 }, mark(1100, 100)),
    );
    expect(work.scriptMs).toBeCloseTo(25);
    expect(work.busyMs).toBeCloseTo(25);
  });

  it('refuses a trace without the mark', () => {
    expect(() => mainThreadWork(trace(task('FunctionCall', 1, 1)))).toThrow(PAINTED_MARK);
  });
});
