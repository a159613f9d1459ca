import { memo } from 'react';
import { hourLabel } from '../../../../shared/i18n/clock-text';
import { cn } from '../../../lib/cn';
import { useClock } from '../../../lib/use-clock';
import { slots } from '../grid-layout';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Hourly labels 00:00 to 23:00 (12 AM to 11 PM on the 12-hour clock) in 80 px rows, sticky at
 * the left while scrolling sideways.
 */
export const TimeColumn = memo(function TimeColumn() {
  const clock = useClock();
  return (
    <div
      aria-hidden
      data-testid="hour-labels"
      className="sticky left-0 z-20 border-r border-slate-200 bg-white"
    >
      {HOURS.map((hour) => (
        <div
          key={hour}
          className="relative pr-2 text-right text-xs text-slate-500 tabular-nums"
          style={{ height: slots(4) }}
        >
          {/* Each label sits on its hour line; the first cannot rise above the grid's top. On
              paper an hour is a third as tall, so the labels shrink to stay clear of each other. */}
          <span
            className={cn(
              'relative bg-white px-0.5 print:text-[7px] print:leading-none',
              hour === 0 ? 'top-0.5 print:top-0' : '-top-2 print:-top-1',
            )}
          >
            {hourLabel(hour, clock)}
          </span>
        </div>
      ))}
    </div>
  );
});
