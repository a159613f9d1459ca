import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalescedScheduler } from './query-client';

describe('coalescedScheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs what was queued before its flush in one timer, in order', () => {
    vi.useFakeTimers();
    const schedule = coalescedScheduler();
    const ran: string[] = [];
    schedule(() => ran.push('week'));
    schedule(() => ran.push('shows'));
    schedule(() => ran.push('djs'));
    expect(vi.getTimerCount()).toBe(1);
    expect(ran).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['week', 'shows', 'djs']);
  });

  it('queues what comes during a flush for the next one', () => {
    vi.useFakeTimers();
    const schedule = coalescedScheduler();
    const ran: string[] = [];
    schedule(() => {
      ran.push('first');
      schedule(() => ran.push('later'));
    });
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['first']);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['first', 'later']);
  });
});
