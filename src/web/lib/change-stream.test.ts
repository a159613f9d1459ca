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

function setup() {
  const sources: FakeSource[] = [];
  const received: ChangeEvent[][] = [];
  let missed = 0;
  const stop = followChangeStream({
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    onChanges: (changes) => received.push(changes),
    onMissed: () => missed++,
  });
  return { sources, received, missed: () => missed, stop };
}

describe('following the change stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes on valid change batches and ignores anything else', () => {
    const { sources, received } = setup();
    sources[0]!.emit('ready');
    sources[0]!.emit('changes', '{"changes":[{"kind":"week","weekStartDate":"2026-11-22"}]}');
    sources[0]!.emit('changes', '{"changes":[{"kind":"secret","email":"a@b.c"}]}');
    sources[0]!.emit('changes', 'not json');
    expect(received).toEqual([[{ kind: 'week', weekStartDate: '2026-11-22' }]]);
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

  it('stops for good when the app signs out', () => {
    const { sources, stop } = setup();
    stop();
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.emit('error');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});
