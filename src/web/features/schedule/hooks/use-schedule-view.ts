import { useEffect, useState } from 'react';

/** How the week is shown on a phone: one day at a time, or the full seven-day grid. */
export type PhoneScheduleView = 'agenda' | 'grid';

const KEY = 'schedule.phoneView';

/** The phone's choice between the day agenda (at first) and the week grid, as last left. */
export function usePhoneScheduleView() {
  const [view, setView] = useState<PhoneScheduleView>(() => {
    try {
      return window.localStorage.getItem(KEY) === 'grid' ? 'grid' : 'agenda';
    } catch {
      return 'agenda';
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(KEY, view);
    } catch {
      // Private mode or a full store: the choice just is not remembered.
    }
  }, [view]);
  return [view, setView] as const;
}
