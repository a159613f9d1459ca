import { useEffect, useState } from 'react';

const KEY = 'schedule.showLibraryOpen';

/**
 * Whether the Show Library panel is open; open at first, then as the user last left it. On a phone
 * it is a sheet over the week: closed whenever the schedule opens, and that is not remembered.
 */
export function usePanelOpen(phone: boolean) {
  const [sheetOpen, setSheetOpen] = useState(false);
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
  return phone ? ([sheetOpen, setSheetOpen] as const) : ([open, setOpen] as const);
}
