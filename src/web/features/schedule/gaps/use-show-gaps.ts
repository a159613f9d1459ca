import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/auth-context';

/**
 * "Show gaps" on the schedule (decision 0070), remembered per person in this browser as the
 * phone's agenda-or-grid choice is (use-schedule-view.ts), under the signed-in account's id so
 * two people sharing a browser keep their own. Off at first. One store, so the header's toggle
 * and the grid read the same choice at once.
 */
const listeners = new Set<() => void>();
const keyOf = (userId: string) => `schedule.showGaps:${userId}`;

function read(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(keyOf(userId)) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShowGaps(): [boolean, (on: boolean) => void] {
  const userId = useAuth().user?.id;
  const showing = () => read(userId);
  // The server's drawing of the page (decision 0078) has no stored choice: off, as at first.
  const on = useSyncExternalStore(subscribe, showing, showing);
  const set = useCallback(
    (next: boolean) => {
      if (!userId) return;
      try {
        window.localStorage.setItem(keyOf(userId), next ? 'on' : 'off');
      } catch {
        // Private mode or a full store: the choice holds until the page is left.
      }
      listeners.forEach((l) => l());
    },
    [userId],
  );
  return [on, set];
}
