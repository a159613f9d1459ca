import { describe, expect, it } from 'vitest';
import {
  TOAST_ID_GRACE_MS,
  TOAST_ID_MAX_ATTEMPTS,
  TOAST_ID_MEMORY_LIMIT,
  createToastIdRegistry,
  toastTimeline,
} from './toast-ids';

describe('createToastIdRegistry', () => {
  it('gives distinct ids to toasts created in the same millisecond', () => {
    const registry = createToastIdRegistry({ now: () => 1000 });
    const ids = new Set(Array.from({ length: 50 }, () => registry.next()));
    expect(ids.size).toBe(50);
  });

  it('keeps an id reserved for the duration plus one second, then frees it', () => {
    let clock = 0;
    const registry = createToastIdRegistry({
      now: () => clock,
      candidate: () => 'same',
      random: () => 'random',
    });
    expect(registry.next(2000)).toBe('same');
    clock = 2000 + TOAST_ID_GRACE_MS - 1;
    expect(registry.next(2000)).toBe('random'); // "same" is still reserved
    clock = 2000 + TOAST_ID_GRACE_MS;
    expect(registry.next(2000)).toBe('same'); // its reservation ran out
  });

  it('falls back to a random id after 100 colliding candidates', () => {
    let tried = 0;
    const registry = createToastIdRegistry({
      now: () => 0,
      candidate: () => {
        tried++;
        return 'taken';
      },
      random: () => 'fallback',
    });
    registry.next();
    tried = 0;
    expect(registry.next()).toBe('fallback');
    expect(tried).toBe(TOAST_ID_MAX_ATTEMPTS);
  });

  it('clears its memory once it holds more than 1000 ids', () => {
    let n = 0;
    const registry = createToastIdRegistry({ now: () => 0, candidate: () => `id-${n++}` });
    for (let i = 0; i <= TOAST_ID_MEMORY_LIMIT; i++) registry.next();
    expect(registry.size()).toBe(TOAST_ID_MEMORY_LIMIT + 1);
    registry.next();
    expect(registry.size()).toBe(1);
  });
});

describe('toastTimeline', () => {
  it('opens after 10 ms, closes after the duration and is removed after the 300 ms exit', () => {
    expect(toastTimeline()).toEqual({ openAt: 10, closeAt: 5010, removeAt: 5310 });
    expect(toastTimeline(1000)).toEqual({ openAt: 10, closeAt: 1010, removeAt: 1310 });
  });
});
