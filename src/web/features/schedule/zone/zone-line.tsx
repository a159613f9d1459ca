import * as Switch from 'radix-ui/switch';
import { useId, type ReactNode } from 'react';
import { zoneCity } from '../../../../shared/schedule/zone-label';
import { useCalendarWords } from '../../../i18n/calendar-words';
import { useScheduleZone } from './schedule-zone-context';
import { stationZoneText } from './zone-words';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';

/**
 * Under the schedule's header: which zone every time of the grid is in ("Times in New York time
 * (EST, UTC−5)"), and, for a viewer whose own zone differs, "Also show Berlin time", which adds
 * their clock beside the grid's hours and to each show's details without moving any show.
 * `children` follow the label (the week's unfilled time on wide screens).
 */
export function ZoneLine({ children }: { children?: ReactNode }) {
  const id = useId();
  const zone = useScheduleZone();
  const t = useT(series);
  const calendar = useCalendarWords();
  if (!zone) return null;
  const { weekId, stationZone, viewer } = zone;
  const label = stationZoneText(t, calendar, weekId, stationZone);
  const city = zoneCity(viewer.timeZone);
  return (
    // One line on a phone: the label is cut with an ellipsis (its whole text stays in the page for
    // screen readers, and the agenda marks a change day itself) and the switch sits beside it.
    <div className="flex items-center gap-x-4 gap-y-1.5 border-b border-slate-200 bg-slate-50 px-4 py-1.5 text-xs text-slate-700 max-sm:gap-x-2 max-sm:px-3 sm:flex-wrap print:border-0 print:bg-transparent print:px-0 print:py-0">
      <p
        data-testid="station-zone-label"
        title={label}
        className="min-w-0 break-words max-sm:flex-1 max-sm:truncate"
      >
        {label}
      </p>
      {children}
      {viewer.differs ? (
        <div className="flex shrink-0 items-center gap-2 sm:ml-auto print:hidden">
          <Switch.Root
            id={id}
            checked={viewer.shown}
            onCheckedChange={viewer.setShown}
            className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=checked]:bg-indigo-600"
          >
            <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.125rem]" />
          </Switch.Root>
          <label htmlFor={id} className="font-medium text-slate-700">
            <span className="max-sm:sr-only">{t('series:zone.alsoShow', { city })}</span>
            <span aria-hidden className="sm:hidden">
              {t('series:zone.cityTime', { city })}
            </span>
          </label>
        </div>
      ) : null}
    </div>
  );
}
