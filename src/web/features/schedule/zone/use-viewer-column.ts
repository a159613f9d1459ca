import { useCallback, useState } from 'react';

const keyFor = (userId: string) => `schedule.viewerZoneColumn.${userId}`;

function read(userId: string | null): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(keyFor(userId)) === 'on';
  } catch {
    return false;
  }
}

/**
 * Whether the viewer's second time column is on, remembered per person in this browser (two
 * colleagues sharing a studio computer each keep their own choice). Off at first.
 */
export function useViewerColumn(userId: string | null) {
  const [state, setState] = useState(() => ({ userId, on: read(userId) }));
  // Another person signed in on the same page: their own choice, read during render.
  const current = state.userId === userId ? state : { userId, on: read(userId) };
  if (current !== state) setState(current);
  const setOn = useCallback(
    (on: boolean) => {
      setState({ userId, on });
      if (!userId) return;
      try {
        window.localStorage.setItem(keyFor(userId), on ? 'on' : 'off');
      } catch {
        // Private mode or a full store: the choice just is not remembered.
      }
    },
    [userId],
  );
  return [current.on, setOn] as const;
}
