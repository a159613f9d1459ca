import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, waitForReadsOf } from './after-paint';

/** The browser's idle callback, as a timer: "idle" is the next task after `IDLE_MS`. */
const IDLE_MS = 5;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', {
    setTimeout,
    clearTimeout,
    requestIdleCallback: (then: () => void) => setTimeout(then, IDLE_MS),
    cancelIdleCallback: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
});
afterEach(() => {
  waitForReadsOf(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A query client with one read in flight, and the way to answer it. */
function readInFlight() {
  const client = new QueryClient();
  let answer: (value: string) => void = () => undefined;
  void client.fetchQuery({
    queryKey: ['first-read'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return { client, answer: (value: string) => answer(value) };
}

describe('afterPaint', () => {
  it('runs the work once the browser is idle when no read is in flight', async () => {
    waitForReadsOf(new QueryClient());
    const work = vi.fn();
    afterPaint(work);
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not run the work while a first read is pending, though the browser is idle', async () => {
    const { client, answer } = readInFlight();
    waitForReadsOf(client);
    const work = vi.fn();
    afterPaint(work);
    await vi.advanceTimersByTimeAsync(IDLE_MS * 20);
    expect(work).not.toHaveBeenCalled();

    answer('here');
    await vi.advanceTimersByTimeAsync(0);
    expect(work).not.toHaveBeenCalled(); // the content paints first: then the next idle time
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits again for a read that a settled read started', async () => {
    const first = readInFlight();
    waitForReadsOf(first.client);
    const work = vi.fn();
    afterPaint(work);
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    first.answer('access');
    await vi.advanceTimersByTimeAsync(0);
    // The page renders with the first answer and starts its next read before the browser idles.
    let answerNext: (value: string) => void = () => undefined;
    void first.client.fetchQuery({
      queryKey: ['next-read'],
      queryFn: () => new Promise<string>((resolve) => (answerNext = resolve)),
    });
    await vi.advanceTimersByTimeAsync(IDLE_MS * 20);
    expect(work).not.toHaveBeenCalled();
    answerNext('shows');
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work after 2 s however long the reads take', async () => {
    const { client } = readInFlight();
    waitForReadsOf(client);
    const work = vi.fn();
    afterPaint(work);
    await vi.advanceTimersByTimeAsync(1999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, while waiting for reads or for idle time', async () => {
    const { client, answer } = readInFlight();
    waitForReadsOf(client);
    const waiting = vi.fn();
    const idle = vi.fn();
    const cancelWaiting = afterPaint(waiting);
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    cancelWaiting();
    answer('here');
    const cancelIdle = afterPaint(idle);
    cancelIdle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(waiting).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });
});
