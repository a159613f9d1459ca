import { describe, expect, it, vi } from 'vitest';
import { createDragStore } from './drag-store';

describe('createDragStore', () => {
  it('tells subscribers about changes and stays quiet when nothing changed', () => {
    const store = createDragStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const preview = {
      placement: { dayIndex: 0, timeIndex: 0, duration: 1 },
      isValid: true,
      isOverlapping: false,
      message: null,
      djClashes: [],
    };
    store.set({ preview });
    store.set({ preview });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().preview).toBe(preview);
    stop();
    store.set({ preview: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
