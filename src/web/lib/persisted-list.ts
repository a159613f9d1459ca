/**
 * The last list the server sent, kept in localStorage so that when the server cannot be reached
 * the screens still show it (SPEC.md §8 "showing cached data"). It is handed to TanStack Query as
 * the query's initial data, so a fresh page shows it at once while it asks the server again. Signing out clears localStorage, and with it these copies.
 */
type Saved<T> = { version: number; savedAt: number; data: T };

// Bump when the stored shape changes, so an old copy is ignored rather than misread.
const VERSION = 1;
const PREFIX = 'radio-station:cache:';

export function readPersistedList<T>(name: string): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + name);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as Saved<T>;
    if (saved.version !== VERSION || !Array.isArray(saved.data)) return undefined;
    return saved.data;
  } catch {
    return undefined; // unreadable or unavailable storage: behave as if nothing was kept
  }
}

export function writePersistedList<T>(name: string, data: T): void {
  try {
    const saved: Saved<T> = { version: VERSION, savedAt: Date.now(), data };
    globalThis.localStorage?.setItem(PREFIX + name, JSON.stringify(saved));
  } catch {
    // Full or disabled storage only costs the offline copy.
  }
}
