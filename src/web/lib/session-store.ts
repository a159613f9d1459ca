import { useSyncExternalStore } from 'react';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants/limits';

/** The accounts service's answer for the session's account (better-auth's get-session). */
export type SessionUser = { id: string; email: string; name: string; createdAt: Date | string };

export type SessionState = {
  user: SessionUser | null;
  /** No answer yet to the first read. */
  pending: boolean;
};

/** The HTML preloads this very request (src/web/index.html), so the first read is its answer. */
const SESSION_PATH = '/api/auth/get-session';
/** What a tab says to the other tabs of this browser on a sign-out or a change of the account. */
const OTHER_TABS_KEY = 'session.changed';
/** Coming back to the tab asks again, at most this often. */
const FOCUS_READ_EVERY_MS = 5_000;

let state: SessionState = { user: null, pending: true };
const listeners = new Set<() => void>();
let latest = 0;
let lastReadAt = 0;
let started = false;
let firstRead: Promise<void> | null = null;

/**
 * Who is signed in, read without the accounts service's client (decision 0069, amended
 * 2026-11-28): that client is about 10 KB of gzipped code every page paid for before its paint,
 * only to read this one answer. It is fetched by the screens that sign in, sign up, reset a
 * password or sign out (lib/auth-client.ts), and every call of it that changes the session asks
 * here again. Like that client's own session store: read once as the app starts, again when the
 * tab comes back into view (at most every 5 s), when the browser is back online, and when another
 * tab of this browser signs out or changes the account (`tellOtherTabs`).
 */
export function useSessionState(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/**
 * Takes who is signed in as known, without a read: a server drawing a member's first screen
 * (src/web/server-render/first-screen.tsx) has checked the session itself. Null forgets it.
 */
export function adoptSession(user: SessionUser | null): void {
  state = { user, pending: user === null };
}

/** Reads the session anew; the answer of the latest read wins. */
export function refreshSession(): Promise<void> {
  const read = ++latest;
  lastReadAt = Date.now();
  return readSession().then(
    (user) => {
      if (read === latest) set({ user, pending: false });
    },
    (error: unknown) => {
      // A refusal means no session; an unreachable server keeps who was known.
      if (read !== latest) return;
      set({ user: error === REFUSED ? null : state.user, pending: false });
    },
  );
}

const REFUSED = Symbol('refused');

async function readSession(): Promise<SessionUser | null> {
  const response = await fetch(SESSION_PATH, {
    // The preload's credentials mode, so the browser hands its answer over.
    credentials: 'include',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 401) throw REFUSED;
  if (!response.ok) throw new Error(`session read: ${response.status}`);
  const answer = (await response.json()) as { user?: SessionUser | null } | null;
  return answer?.user ?? null;
}

/**
 * Tells this browser's other tabs to ask who is signed in (a `storage` event there): a sign-out
 * here signs them out too.
 */
export function tellOtherTabs(): void {
  try {
    localStorage.setItem(OTHER_TABS_KEY, JSON.stringify({ event: 'session', at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the other tabs learn at their next request.
  }
}

function set(next: SessionState): void {
  // The same account read again is the same object, so nothing that shows it draws again.
  const same = JSON.stringify(next.user) === JSON.stringify(state.user);
  if (same && next.pending === state.pending) return;
  state = same ? { ...next, user: state.user } : next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) start();
  return () => listeners.delete(listener);
}

/**
 * The first read of the session, started now if nothing has started it yet: the app's entry
 * waits for it (briefly) before its first render, so a signed-in member's first screen is the
 * page rather than the loading screen drawn and replaced (app/first-screen.ts).
 */
export function firstSessionRead(): Promise<void> {
  if (!started) start();
  return firstRead!;
}

/** Who the first read found, or null (none yet, or signed out). */
export function sessionUser(): SessionUser | null {
  return state.user;
}

/** The first read and what asks again, once for the page's life (the app never unmounts it). */
function start(): void {
  started = true;
  firstRead = refreshSession();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastReadAt < FOCUS_READ_EVERY_MS) return;
    void refreshSession();
  });
  window.addEventListener('online', () => void refreshSession());
  window.addEventListener('storage', (event) => {
    if (event.key !== OTHER_TABS_KEY || !event.newValue) return;
    if (isSessionMessage(event.newValue)) void refreshSession();
  });
}

function isSessionMessage(text: string): boolean {
  try {
    const message = JSON.parse(text) as { event?: unknown } | null;
    return message?.event === 'session';
  } catch {
    return false;
  }
}
