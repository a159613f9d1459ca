import { useSyncExternalStore } from 'react';

export type Announcer = {
  announce: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
  get: () => { text: string; id: number };
};

/**
 * Messages for screen readers ("Morning Drive moved to Tuesday 10:15"). Each message gets a new id
 * so the same words said twice are announced twice.
 */
export function createAnnouncer(): Announcer {
  let current = { text: '', id: 0 };
  const listeners = new Set<() => void>();
  return {
    announce(text) {
      current = { text, id: current.id + 1 };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
  };
}

export function useAnnouncement(announcer: Announcer) {
  return useSyncExternalStore(announcer.subscribe, announcer.get, announcer.get);
}
