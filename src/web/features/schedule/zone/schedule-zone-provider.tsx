import { useMemo, type ReactNode } from 'react';
import { weekClockChanges } from '../../../../shared/schedule/clock-change-view';
import { DAY_NAMES, dayDate } from '../../../../shared/schedule/week';
import { useAuth } from '../../../lib/auth-context';
import { useViewerZone } from '../../../lib/use-viewer-zone';
import { ScheduleZoneContext, type ScheduleZone } from './schedule-zone-context';
import { useViewerColumn } from './use-viewer-column';

/**
 * Gives the schedule screen its zones: the week's clock changes in the station's zone, and the
 * viewer's zone (profile, else browser) with the switch of its time column, offered only where it
 * differs from the station's.
 */
export function ScheduleZoneProvider({
  weekId,
  stationZone,
  today,
  children,
}: {
  weekId: string;
  stationZone: string;
  /** Today in the station's zone: the viewer's column reads today's instants in this week. */
  today: string;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const viewer = useViewerZone();
  const [columnOn, setShown] = useViewerColumn(user?.id ?? null);
  const differs = viewer.timeZone !== stationZone;
  const shown = differs && columnOn;
  const todayIndex = DAY_NAMES.findIndex((_, day) => dayDate(weekId, day) === today);
  const value = useMemo<ScheduleZone>(
    () => ({
      weekId,
      stationZone,
      changes: weekClockChanges(weekId, stationZone),
      viewerZone: shown ? viewer.timeZone : null,
      viewerDay: Math.max(0, todayIndex),
      viewer: { timeZone: viewer.timeZone, differs, shown, setShown },
    }),
    [weekId, stationZone, shown, viewer.timeZone, todayIndex, differs, setShown],
  );
  return <ScheduleZoneContext.Provider value={value}>{children}</ScheduleZoneContext.Provider>;
}
