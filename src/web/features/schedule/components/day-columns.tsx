import { memo } from 'react';
import { DAY_NAMES } from '../../../../shared/schedule/week';
import { cn } from '../../../lib/cn';

/** The seven column backgrounds with their dividers; today's column is tinted. */
export const DayColumns = memo(function DayColumns({ todayIndex }: { todayIndex: number }) {
  return (
    <>
      {DAY_NAMES.map((name, dayIndex) => (
        <div
          key={name}
          aria-hidden
          className={cn(
            'absolute inset-y-0 border-l border-slate-200',
            dayIndex === todayIndex && 'bg-indigo-50/60',
          )}
          style={{ left: `${(100 / 7) * dayIndex}%`, width: `${100 / 7}%` }}
        />
      ))}
    </>
  );
});
