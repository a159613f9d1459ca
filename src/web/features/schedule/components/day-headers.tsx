import { memo, type Ref } from 'react';
import { dayDate } from '../../../../shared/schedule/week';
import { useLanguage } from '../../../i18n/language-context';
import { cn } from '../../../lib/cn';
import { ClockChangeNote } from '../zone/clock-change-note';
import { useScheduleZone } from '../zone/schedule-zone-context';
import { TimeColumnsHeading } from '../zone/time-columns-heading';
import { shortDate, weekdayName } from '../schedule-words';

const DAYS = [0, 1, 2, 3, 4, 5, 6];

/** The sticky row of day names and dates above the columns; today is marked. */
export const DayHeaders = memo(function DayHeaders({
  weekId,
  today,
  headerRef,
  gridTemplate,
}: {
  weekId: string;
  today: string;
  headerRef: Ref<HTMLDivElement>;
  gridTemplate: string;
}) {
  const zone = useScheduleZone();
  const language = useLanguage();
  return (
    <div
      ref={headerRef}
      className="sticky top-0 z-40 grid border-b border-slate-200 bg-white/95 backdrop-blur"
      style={{ gridTemplateColumns: gridTemplate }}
    >
      <div className="sticky left-0 z-10 bg-white/95">
        <TimeColumnsHeading />
      </div>
      {DAYS.map((dayIndex) => {
        const date = dayDate(weekId, dayIndex);
        const isToday = date === today;
        return (
          <div
            key={dayIndex}
            aria-current={isToday ? 'date' : undefined}
            className="border-l border-slate-200 px-2 py-2 text-center"
          >
            <div
              className={cn(
                'text-xs font-semibold tracking-wide uppercase',
                isToday ? 'text-indigo-700' : 'text-slate-500',
              )}
            >
              {weekdayName(language, dayIndex)}
            </div>
            <div
              className={cn(
                'mx-auto mt-0.5 w-fit rounded-full px-2 text-sm font-medium',
                isToday ? 'bg-indigo-600 text-white' : 'text-slate-900',
              )}
            >
              {shortDate(language, date)}
            </div>
            <ClockChangeNote change={zone?.changes[dayIndex]} />
          </div>
        );
      })}
    </div>
  );
});
