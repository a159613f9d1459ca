/**
 * Lets a screen pause live refreshes while the user is in the middle of something a refetch
 * would disturb (a drag on the schedule grid). Changes that arrive meanwhile are applied when
 * the last hold is released, not dropped.
 */
export type LiveGate = {
  isHeld: () => boolean;
  /** Called when the last hold is released. */
  onRelease: (listener: () => void) => () => void;
};

let holds = 0;
const releaseListeners = new Set<() => void>();

/** Pauses live refreshes until the returned function is called (calling it twice is harmless). */
export function holdLiveRefresh(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds === 0) for (const listener of [...releaseListeners]) listener();
  };
}

export const liveGate: LiveGate = {
  isHeld: () => holds > 0,
  onRelease(listener) {
    releaseListeners.add(listener);
    return () => releaseListeners.delete(listener);
  },
};
