import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterPaint } from './after-paint';
import { earlyReadOnItsWay } from './early-reads';

/**
 * The last list the server sent, kept in localStorage so that when the server cannot be reached
 * the screens still show it (SPEC.md §8 "showing cached data"). It is handed to TanStack Query as
 * the query's initial data, so a fresh page shows it at once while it asks the server again. Signing out clears localStorage, and with it these copies.
 */
type Saved<T> = { version: number; savedAt: number; data: T };

// Bump when the stored shape changes, so an old copy is ignored rather than misread.
const VERSION = 1;
const PREFIX = 'radio-station:cache:';

/**
 * Copies to write, by name, the latest of each. Writing a library of 1,000 shows is a
 * JSON.stringify of ~250 KB on the main thread: the page's answer arrives as it paints, so the
 * copy is written after the paint (decision 0069), or as the page is left, whichever comes first.
 */
const pending = new Map<string, unknown>();
let cancelWrite: (() => void) | null = null;

export function readPersistedList<T>(name: string): T | undefined {
  if (pending.has(name)) return pending.get(name) as T;
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

/** Keeps the list as the last one the server sent; written once the page has painted. */
export function writePersistedList<T>(name: string, data: T): void {
  pending.set(name, data);
  if (cancelWrite || typeof window === 'undefined') return;
  cancelWrite = afterPaint(writePendingLists);
  window.addEventListener('pagehide', writePendingLists);
}

/** Writes the copies waiting to be written (after the paint, or as the page is left). */
export function writePendingLists(): void {
  stopWaiting();
  const lists = [...pending];
  pending.clear();
  for (const [name, data] of lists) {
    try {
      const saved: Saved<unknown> = { version: VERSION, savedAt: Date.now(), data };
      globalThis.localStorage?.setItem(PREFIX + name, JSON.stringify(saved));
    } catch {
      // Full or disabled storage only costs the offline copy.
    }
  }
}

/** Forgets the copies not written yet (signing out: the next member must not find them). */
export function dropPendingLists(): void {
  stopWaiting();
  pending.clear();
}

function stopWaiting(): void {
  cancelWrite?.();
  cancelWrite = null;
  if (typeof window !== 'undefined') window.removeEventListener('pagehide', writePendingLists);
}

/**
 * The kept copy a list's query starts from (its initial data), so a page shows it at once while
 * it asks the server again. None while the page's HTML has the same read on its way (decision
 * 0069): its answer comes about as soon as the page's code, and drawing the copy first cost the
 * Show Library's paint a parse of the copy (~250 KB at 1,000 shows), the list drawn twice and a
 * deep comparison of the two. If that read fails, `keptListOnFailure` shows the copy after all.
 */
function keptListToStartFrom<T>(name: string, path: string): T | undefined {
  return earlyReadOnItsWay(path) ? undefined : readPersistedList<T>(name);
}

/**
 * A list's read failed: when the query has nothing to show, it shows the kept copy, with the
 * error once its last try fails (SPEC.md §8 "showing cached data"), as it would had it started
 * from the copy.
 */
function keptListOnFailure(client: QueryClient, queryKey: QueryKey, name: string): void {
  if (client.getQueryData(queryKey) !== undefined) return;
  const kept = readPersistedList(name);
  if (kept !== undefined) client.setQueryData(queryKey, kept, { updatedAt: 0 });
}

/**
 * The query of a list whose last answer is kept (the shows, the DJs): it starts from the kept copy
 * (`keptListToStartFrom`), writes each answer to it and, when a read fails, shows it with the error
 * (`keptListOnFailure`). The copy is dated long ago, so a newly opened page always asks the server
 * too.
 */
export function keptListQuery<T, K extends QueryKey>(list: {
  queryKey: K;
  /** The kept copy's name. */
  name: string;
  /** What the list's GET reads (an early read of the HTML's is waited for instead of the copy). */
  path: string;
  read: (signal: AbortSignal) => Promise<T[]>;
}) {
  const { queryKey, name, path, read } = list;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      try {
        const answer = await read(signal);
        writePersistedList(name, answer);
        return answer;
      } catch (error) {
        keptListOnFailure(client, queryKey, name);
        throw error;
      }
    },
    initialData: () => keptListToStartFrom<T[]>(name, path),
    initialDataUpdatedAt: 0,
  });
}

/** Applies a change the server confirmed to a kept list's cached answer and to its kept copy. */
export function updateKeptList<T>(
  client: QueryClient,
  queryKey: QueryKey,
  name: string,
  change: (list: T[]) => T[],
): void {
  const next = client.setQueryData<T[]>(queryKey, (list) => (list ? change(list) : list));
  if (next) writePersistedList(name, next);
}
