import { createContext, useContext } from 'react';
import type { ClockChange } from '../../../../shared/schedule/clock-change';

/**
 * The zones the week on screen is read in: the station's (every slot, DESIGN.md §3), the clock
 * change of each of its days, and the viewer's zone while its second time column is switched on.
 * Given once by the schedule screen, so the grid's parts need no new props to know them.
 */
export type ScheduleZone = {
  weekId: string;
  stationZone: string;
  /** The clock change of each day, Sunday first (null on ordinary days). */
  changes: readonly (ClockChange | null)[];
  /** The viewer's zone while "Also show … time" is on and it differs from the station's. */
  viewerZone: string | null;
  /** The day whose instants the viewer's time column reads (today in this week, else Sunday). */
  viewerDay: number;
  /** The viewer's own zone, and the switch of its column (offered only where it differs). */
  viewer: ViewerColumn;
};

export type ViewerColumn = {
  timeZone: string;
  differs: boolean;
  shown: boolean;
  setShown: (shown: boolean) => void;
};

export const ScheduleZoneContext = createContext<ScheduleZone | null>(null);

/** The week's zones, or null outside the schedule screen (the grid then draws as before). */
export function useScheduleZone(): ScheduleZone | null {
  return useContext(ScheduleZoneContext);
}
