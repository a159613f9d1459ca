import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS, timeSlices } from './time-slices';

// The clock is faked: a turn is shown given, or not, by whether timers must run for it to end.
beforeEach(() => vi.useFakeTimers({ toFake: ['performance', 'setTimeout'] }));
afterEach(() => vi.useRealTimers());

/** Whether `turn` ended without any timer running (it gave the event loop no turn). */
async function endsAtOnce(turn: Promise<void>): Promise<boolean> {
  let ended = false;
  void turn.then(() => (ended = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  const atOnce = ended;
  await vi.runAllTimersAsync();
  await turn;
  return atOnce;
}

describe('time slices', () => {
  it('gives the event loop a turn once a slice has passed, and not before', async () => {
    const slices = timeSlices();
    vi.advanceTimersByTime(SLICE_MS - 1);
    expect(await endsAtOnce(slices.turn())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(await endsAtOnce(slices.turn())).toBe(false);
    // A new slice starts after the turn.
    expect(await endsAtOnce(slices.turn())).toBe(true);
    vi.advanceTimersByTime(SLICE_MS);
    expect(await endsAtOnce(slices.turn())).toBe(false);
  });
});
