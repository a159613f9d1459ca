import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForReadsOf } from './after-paint';
import {
  dropPendingLists,
  readPersistedList,
  writePendingLists,
  writePersistedList,
} from './persisted-list';

const IDLE_MS = 5;
const KEY = 'radio-station:cache:shows';
let stored: Map<string, string>;
let pageHide: (() => void) | null;

beforeEach(() => {
  vi.useFakeTimers();
  stored = new Map();
  pageHide = null;
  vi.stubGlobal('window', {
    setTimeout,
    clearTimeout,
    requestIdleCallback: (then: () => void) => setTimeout(then, IDLE_MS),
    cancelIdleCallback: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    addEventListener: (name: string, listener: () => void) => {
      if (name === 'pagehide') pageHide = listener;
    },
    removeEventListener: (name: string, listener: () => void) => {
      if (name === 'pagehide' && pageHide === listener) pageHide = null;
    },
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
});
afterEach(() => {
  dropPendingLists();
  waitForReadsOf(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const storedShows = () => {
  const raw = stored.get(KEY);
  return raw === undefined ? undefined : (JSON.parse(raw) as { data: unknown }).data;
};

describe('the kept copy of a list', () => {
  it('is written once the page has painted, not as the answer arrives', async () => {
    writePersistedList('shows', [{ id: 'a' }]);
    expect(stored.has(KEY)).toBe(false);
    // Read before it is written, it is the list waiting to be written.
    expect(readPersistedList('shows')).toEqual([{ id: 'a' }]);
    writePersistedList('shows', [{ id: 'b' }]);
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(storedShows()).toEqual([{ id: 'b' }]);
    expect(readPersistedList('shows')).toEqual([{ id: 'b' }]);
  });

  it('is written at once when the page is left before it painted', () => {
    writePersistedList('shows', [{ id: 'a' }]);
    pageHide?.();
    expect(storedShows()).toEqual([{ id: 'a' }]);
    expect(pageHide).toBeNull();
  });

  it('is never written once the member has signed out', async () => {
    writePersistedList('shows', [{ id: 'a' }]);
    dropPendingLists();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(stored.has(KEY)).toBe(false);
    expect(readPersistedList('shows')).toBeUndefined();
  });

  it('writes what waits when asked to', () => {
    writePersistedList('shows', [{ id: 'a' }]);
    writePendingLists();
    expect(storedShows()).toEqual([{ id: 'a' }]);
  });
});
