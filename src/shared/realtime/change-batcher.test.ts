import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeBatcher } from './change-batcher';
import type { ChangeEvent } from './change-event';
import { changeKey, mergeChanges } from './change-stream-terms';

const week = (weekStartDate: string): ChangeEvent => ({ kind: 'week', weekStartDate });

function setup(intervalMs = 100) {
  const batches: { at: number; items: ChangeEvent[] }[] = [];
  const start = Date.now();
  const batcher = createChangeBatcher<ChangeEvent>({
    intervalMs,
    keyOf: changeKey,
    flush: (items) => batches.push({ at: Date.now() - start, items }),
  });
  return { batcher, batches };
}

describe('change batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once', () => {
    const { batcher, batches } = setup();
    batcher.push({ kind: 'shows' });
    expect(batches).toEqual([{ at: 0, items: [{ kind: 'shows' }] }]);
  });

  it('merges duplicates within the window and keeps the last distinct change', () => {
    const { batcher, batches } = setup();
    batcher.push(week('2026-11-22'));
    vi.advanceTimersByTime(10);
    batcher.push(week('2026-11-22'));
    batcher.push({ kind: 'djs' });
    batcher.push(week('2026-11-22'));
    vi.advanceTimersByTime(20);
    batcher.push(week('2026-11-29'));
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(70);
    expect(batches[1]).toEqual({
      at: 100,
      items: [week('2026-11-22'), { kind: 'djs' }, week('2026-11-29')],
    });
  });

  it('never sends more than ten batches a second however many changes arrive', () => {
    const { batcher, batches } = setup();
    for (let ms = 0; ms < 1000; ms++) {
      batcher.push(week(`2026-11-${String((ms % 28) + 1).padStart(2, '0')}`));
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(200);
    const firstSecond = batches.filter((b) => b.at < 1000);
    expect(firstSecond.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < batches.length; i++) {
      expect(batches[i]!.at - batches[i - 1]!.at).toBeGreaterThanOrEqual(100);
    }
    // Nothing is lost: the last change pushed arrives in the final batch.
    expect(batches.at(-1)!.items).toContainEqual(week('2026-11-20'));
  });

  it('sends at once again after a quiet interval', () => {
    const { batcher, batches } = setup();
    batcher.push({ kind: 'shows' });
    vi.advanceTimersByTime(250);
    batcher.push({ kind: 'djs' });
    expect(batches.map((b) => b.at)).toEqual([0, 250]);
  });

  it('flushNow sends what waits and dispose drops it', () => {
    const { batcher, batches } = setup();
    batcher.push({ kind: 'shows' });
    batcher.push({ kind: 'djs' });
    batcher.flushNow();
    expect(batches.map((b) => b.items)).toEqual([[{ kind: 'shows' }], [{ kind: 'djs' }]]);
    batcher.push({ kind: 'weeks' });
    batcher.dispose();
    vi.advanceTimersByTime(500);
    expect(batches).toHaveLength(2);
  });
});

describe('merging equal changes', () => {
  it('keeps the first place and the latest author', () => {
    const batches: ChangeEvent[][] = [];
    const batcher = createChangeBatcher<ChangeEvent>({
      intervalMs: 100,
      keyOf: changeKey,
      merge: mergeChanges,
      flush: (items) => batches.push(items),
      now: () => 0,
    });
    batcher.push({ kind: 'djs' }); // the first after a quiet spell goes out at once
    batcher.push({ kind: 'shows' });
    batcher.push({ kind: 'week', weekStartDate: '2026-11-22' });
    batcher.push({ kind: 'shows', by: { id: 'u1', name: 'Morgan' } });
    batcher.push({ kind: 'week', weekStartDate: '2026-11-22', by: { id: 'u2', name: 'Dana' } });
    batcher.push({ kind: 'week', weekStartDate: '2026-11-22' });
    batcher.flushNow();
    expect(batches.flat()).toEqual([
      { kind: 'djs' },
      { kind: 'shows', by: { id: 'u1', name: 'Morgan' } },
      { kind: 'week', weekStartDate: '2026-11-22', by: { id: 'u2', name: 'Dana' } },
    ]);
    batcher.dispose();
  });
});
