import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../shared/realtime/change-event';
import { EVENT_SOURCE_CLOSED, followChangeStream, type EventSourceLike } from './change-stream';

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = EVENT_SOURCE_CLOSED;
  }
  emit(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data } as MessageEvent<string>);
    }
  }
}

function setup(follow = followChangeStream) {
  const sources: FakeSource[] = [];
  const received: ChangeEvent[][] = [];
  let missed = 0;
  const readies: unknown[] = [];
  const lookedAt: (() => void)[] = [];
  const stop = follow({
    onceLookedAt: (callback) => {
      lookedAt.push(callback);
      return () => lookedAt.splice(lookedAt.indexOf(callback), 1);
    },
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    onChanges: (changes) => received.push(changes),
    onMissed: () => missed++,
    onReady: (revisions) => readies.push(revisions),
  });
  /** The person looks at the tab again. */
  const lookAt = () => {
    for (const callback of lookedAt.splice(0)) callback();
  };
  return {
    sources,
    received,
    readies,
    missed: () => missed,
    stop,
    lookAt,
    watching: () => lookedAt.length,
  };
}

describe('following the change stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('passes on valid change batches and ignores anything else', async () => {
    const { sources, received } = setup();
    sources[0]!.emit('ready');
    sources[0]!.emit('changes', '{"changes":[{"kind":"week","weekStartDate":"2026-11-22"}]}');
    sources[0]!.emit('changes', '{"changes":[{"kind":"secret","email":"a@b.c"}]}');
    sources[0]!.emit('changes', 'not json');
    sources[0]!.emit('changes', '{"changes":[{"kind":"shows"}]}');
    // The check is fetched with the first batch (the change schema is not needed to paint).
    await vi.dynamicImportSettled();
    expect(received).toEqual([
      [{ kind: 'week', weekStartDate: '2026-11-22' }],
      [{ kind: 'shows' }],
    ]);
  });

  it('fetches the batch check when the first batch comes, not as the stream opens', async () => {
    vi.resetModules();
    let fetched = 0;
    vi.doMock('../../shared/realtime/change-event', async (original) => {
      fetched++;
      return original();
    });
    try {
      const { followChangeStream: follow } = await import('./change-stream');
      const { sources, received } = setup(follow);
      sources[0]!.emit('ready');
      await vi.dynamicImportSettled();
      // The page paints meanwhile, without zod.
      expect(fetched).toBe(0);

      sources[0]!.emit('changes', '{"changes":[{"kind":"shows"}]}');
      sources[0]!.emit('changes', '{"changes":[{"kind":"djs"}]}');
      // The check's module and what it imports load in turns of their own: wait for the batches.
      await vi.waitFor(() => expect(received).toEqual([[{ kind: 'shows' }], [{ kind: 'djs' }]]));
      expect(fetched).toBe(1);
    } finally {
      vi.doUnmock('../../shared/realtime/change-event');
    }
  });

  it('hands on the revisions each `ready` names, null when it names none or garbage', () => {
    const { sources, readies } = setup();
    sources[0]!.emit('ready', '{"revisions":"schedule=3;sessions=1;library=4;settings=2"}');
    sources[0]!.emit('ready', '{}');
    sources[0]!.emit('ready', '{"revisions":"schedule=x"}');
    expect(readies).toEqual([{ schedule: 3, sessions: 1, library: 4, settings: 2 }, null, null]);
  });

  it('asks for a full refresh once the browser has reconnected by itself', () => {
    const { sources, missed } = setup();
    sources[0]!.emit('ready');
    expect(missed()).toBe(0);
    sources[0]!.emit('error'); // still CONNECTING: the browser retries on its own
    expect(sources).toHaveLength(1);
    sources[0]!.emit('ready');
    expect(missed()).toBe(1);
  });

  it('opens a new stream after a refusal, waiting longer each time', () => {
    vi.spyOn(Math, 'random').mockReturnValue(1); // the longest pause of each range
    const { sources, missed } = setup();
    sources[0]!.readyState = EVENT_SOURCE_CLOSED;
    sources[0]!.emit('error');
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.readyState = EVENT_SOURCE_CLOSED;
    sources[1]!.emit('error');
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]!.emit('ready');
    expect(missed()).toBe(1);
  });

  it('spreads the pauses of refused tabs and never comes back faster than once in 15 s', () => {
    const { sources } = setup();
    const opened: number[] = [];
    for (let i = 0; i < 10; i++) {
      const source = sources.at(-1)!;
      source.readyState = EVENT_SOURCE_CLOSED;
      source.emit('error');
      const before = sources.length;
      let waited = 0;
      while (sources.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      opened.push(waited);
    }
    // Doubling from about a second up to half a minute, with a random part.
    expect(opened[0]).toBeLessThanOrEqual(1_000);
    expect(opened.slice(6).every((ms) => ms >= 15_000 && ms <= 30_000)).toBe(true);
    expect(new Set(opened.slice(6)).size).toBeGreaterThan(1);
  });

  it('after `superseded`, waits until the tab is looked at again instead of reconnecting', () => {
    const { sources, missed, lookAt, watching } = setup();
    sources[0]!.emit('ready');
    sources[0]!.emit('superseded');
    expect(sources[0]!.closed).toBe(true);
    // The server then ends the stream; the browser must not take it back at once.
    sources[0]!.emit('error');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);

    lookAt();
    expect(sources).toHaveLength(2);
    sources[1]!.emit('ready');
    expect(missed()).toBe(1);
    // Only one new stream, even though the long fallback pause was also pending.
    vi.advanceTimersByTime(10 * 60_000);
    expect(sources).toHaveLength(2);
    expect(watching()).toBe(0);
  });

  it('after `superseded`, comes back by itself after a few minutes if never looked at', () => {
    const { sources } = setup();
    sources[0]!.emit('superseded');
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
  });

  it('stops for good when the app signs out', () => {
    const { sources, stop } = setup();
    stop();
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.emit('error');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});
