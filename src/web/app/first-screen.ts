import type { QueryClient } from '@tanstack/react-query';
import { seedEarlyReads } from '../lib/first-reads';
import { firstSessionRead, sessionUser } from '../lib/session-store';
import { signedInFrameCode } from './app-routes';
import { FIRST_SCREEN_LATE_MARK } from './first-screen-late';

/**
 * How long the first render waits at most. What it waits for is on its way before the entry runs
 * (the HTML preloads the session read, the page's modules and its first reads), so on a warm
 * cache it is usually here already; past this the loading screen shows, as it did before.
 */
export const FIRST_SCREEN_WAIT_MS = 300;

/**
 * Settles when the app's first render can draw the page itself (decision 0069, amended
 * 2026-11-28): who is signed in is known and, for a member, the frame's and the page's code is
 * here and the reads the HTML started are in the query cache. Rendering before that drew the
 * loading screen, then the frame, then the page without its data, then the page again with it:
 * four passes of React, the page's reads asked only after the third. Never rejects.
 */
export function firstScreenReady(client: QueryClient, maxMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const ready = firstSessionRead()
    .then(() => (sessionUser() ? signedInFrameCode.then(() => seedEarlyReads(client)) : undefined))
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      performance.mark(FIRST_SCREEN_LATE_MARK);
      resolve();
    }, maxMs);
  });
  return Promise.race([ready, late]).finally(() => clearTimeout(timer));
}
