import { viewerHourLabels } from '../../../../shared/schedule/clock-change-view';
import { dayDate } from '../../../../shared/schedule/week';
import { useCalendarWords } from '../../../i18n/calendar-words';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';
import { zoneCity } from '../../../../shared/schedule/zone-label';
import { TIME_COLUMN_PX } from '../grid-layout';
import { useScheduleZone } from './schedule-zone-context';
import { VIEWER_COLUMN_PX } from './time-columns';

/**
 * Above the time columns while the viewer's is on: whose clock each column is. Where the viewer's
 * clock does not keep one distance from the station's all week (a change day in either zone), it
 * names the day its labels are for; each show's details give its own times.
 */
export function TimeColumnsHeading() {
  const zone = useScheduleZone();
  const t = useT(series);
  const calendar = useCalendarWords();
  if (!zone?.viewerZone) return null;
  const { weekId, stationZone, viewerZone, viewerDay } = zone;
  const day = (index: number) => viewerHourLabels(dayDate(weekId, index), stationZone, viewerZone);
  const reference = day(viewerDay).join();
  const uniform = [0, 1, 2, 3, 4, 5, 6].every((index) => day(index).join() === reference);
  const viewerCity = zoneCity(viewerZone);
  return (
    <div className="flex h-full items-end pb-2 text-[11px] leading-tight font-medium">
      <span
        className="truncate pr-2 text-right text-slate-500"
        style={{ width: TIME_COLUMN_PX }}
        title={t('series:zone.cityTime', { city: zoneCity(stationZone) })}
      >
        {zoneCity(stationZone)}
      </span>
      <span
        className="pr-2 text-right break-words text-indigo-800"
        style={{ width: VIEWER_COLUMN_PX }}
        title={
          uniform
            ? t('series:zone.cityTime', { city: viewerCity })
            : t('series:zone.columnOnDay', {
                city: viewerCity,
                day: calendar.weekday(viewerDay),
              })
        }
      >
        {viewerCity}
        {uniform ? null : (
          <span className="block font-normal">
            {t('series:zone.onDay', { day: calendar.weekdayShort(viewerDay) })}
          </span>
        )}
      </span>
    </div>
  );
}
