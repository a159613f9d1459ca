import { useEffect, useState } from 'react';

const KEY = 'schedule.showLibraryOpen';

/** Whether the Show Library panel is open; open at first, then as the user last left it. */
export function usePanelOpen() {
  const [open, setOpen] = useState(() => {
    try {
      return window.localStorage.getItem(KEY) !== 'false';
    } catch {
      return true;
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(KEY, String(open));
    } catch {
      // Private mode or a full store: the choice just is not remembered.
    }
  }, [open]);
  return [open, setOpen] as const;
}
