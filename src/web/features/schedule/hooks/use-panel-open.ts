import { mediaMatches } from '../../../lib/render-visitor';
import { useState } from 'react';

const KEY = 'schedule.showLibraryOpen';

/**
 * Below this width (a 1024 px tablet, a small laptop) the open panel would leave the grid too
 * narrow for seven days (Friday and Saturday fall out of view), so the panel starts closed.
 */
const ROOM_FOR_PANEL_QUERY = '(min-width: 1280px)';

function remembered(): boolean | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === null ? null : value !== 'false';
  } catch {
    return null;
  }
}

/**
 * Whether the Show Library panel is open: as the user last left it, else open only where the
 * week still fits beside it. Only a choice is remembered, not the default, so a tablet and a wide
 * screen each start their own way. On a phone it is a sheet over the week: closed whenever the
 * schedule opens, and that is not remembered.
 */
export function usePanelOpen(phone: boolean) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [open, setOpenState] = useState(() => remembered() ?? mediaMatches(ROOM_FOR_PANEL_QUERY));
  const setOpen = (next: boolean) => {
    setOpenState(next);
    try {
      window.localStorage.setItem(KEY, String(next));
    } catch {
      // Private mode or a full store: the choice just is not remembered.
    }
  };
  return phone ? ([sheetOpen, setSheetOpen] as const) : ([open, setOpen] as const);
}
