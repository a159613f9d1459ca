import { memo } from 'react';
import { viewerHourLabels } from '../../../../shared/schedule/clock-change-view';
import { dayDate } from '../../../../shared/schedule/week';
import { TimeColumn } from '../components/time-column';
import { slots, TIME_COLUMN_PX } from '../grid-layout';
import { useScheduleZone } from './schedule-zone-context';

/** The viewer's time column beside the station's hours, when it is on. */
export const VIEWER_COLUMN_PX = 56;

/** How wide the time columns are: the station's hours, and the viewer's beside them when on. */
export function useTimeColumnsPx(): number {
  const zone = useScheduleZone();
  return TIME_COLUMN_PX + (zone?.viewerZone ? VIEWER_COLUMN_PX : 0);
}

/**
 * The station's hour labels and, when switched on, the viewer's clock at each of those hours.
 * The grid stays station time; the viewer's labels follow the real instants of the day named in
 * the heading, so on a change day they jump (06:00, 07:00, 08:00, 08:00 for Berlin the night New
 * York springs forward).
 */
export const TimeColumns = memo(function TimeColumns() {
  const zone = useScheduleZone();
  if (!zone?.viewerZone) return <TimeColumn />;
  const labels = viewerHourLabels(
    dayDate(zone.weekId, zone.viewerDay),
    zone.stationZone,
    zone.viewerZone,
  );
  return (
    <div className="sticky left-0 z-20 flex bg-white">
      <div style={{ width: TIME_COLUMN_PX }} className="shrink-0">
        <TimeColumn />
      </div>
      <div
        data-testid="viewer-time-column"
        className="shrink-0 border-r border-slate-200 bg-indigo-50/60"
        style={{ width: VIEWER_COLUMN_PX }}
      >
        {labels.map((label, hour) => (
          <div
            key={hour}
            data-hour={hour}
            className="relative pr-2 text-right text-xs text-indigo-800 tabular-nums"
            style={{ height: slots(4) }}
          >
            <span
              className={
                hour === 0
                  ? 'relative top-0.5 px-0.5 print:top-0 print:text-[7px] print:leading-none'
                  : 'relative -top-2 px-0.5 print:-top-1 print:text-[7px] print:leading-none'
              }
            >
              {label}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
});
