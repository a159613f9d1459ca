import { TriangleAlert } from 'lucide-react';
import { weekNumber } from '../../../../shared/schedule/week';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { WeekStatusBadge } from '../../schedule/components/week-status-badge';
import { DASHBOARD_TEXTS } from '../dashboard-texts';
import { DjClashMark } from './dj-clash-mark';
import { formatLastModified, formatWeekHours, weekName } from '../dashboard-view';
import { WeekRowActions, type WeekActionHandlers } from './week-row-actions';

type CardHandlers = WeekActionHandlers & { timeZone: string | undefined };

/**
 * The weeks on a phone: the table's columns as one card per week (week, status, shows, hours,
 * last modified) with every action the row offers, under their full names.
 */
export function WeekCards({
  weeks,
  ...handlers
}: { weeks: readonly WeekSummary[] } & CardHandlers) {
  return (
    <ul aria-label="Weekly schedules" className="divide-y divide-slate-200">
      {weeks.map((week) => (
        <WeekCard key={week.id} week={week} {...handlers} />
      ))}
    </ul>
  );
}

function WeekCard({ week, timeZone, ...handlers }: { week: WeekSummary } & CardHandlers) {
  const name = weekName(week);
  return (
    <li
      aria-label={name}
      className={cn(
        'space-y-3 px-4 py-4',
        week.isCurrent && 'bg-indigo-50/70 shadow-[inset_3px_0_0_var(--color-indigo-500)]',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2">
            <span className={cn('font-medium', week.isPast ? 'text-slate-500' : 'text-slate-900')}>
              {name}
            </span>
            {week.hasOverlaps ? (
              <span
                role="img"
                aria-label={DASHBOARD_TEXTS.overlapLabel}
                title="This week has overlapping shows"
                className="inline-flex text-amber-500"
              >
                <TriangleAlert aria-hidden className="size-4" />
              </span>
            ) : null}
            <DjClashMark clashes={week.djClashes} />
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <span>Week {weekNumber(week.id)}</span>
            {week.isCurrent ? (
              <Badge className="bg-indigo-600 text-white ring-indigo-600">Current Week</Badge>
            ) : null}
            {week.isPast ? (
              <Badge className="bg-slate-100 text-slate-600 ring-slate-200">Past</Badge>
            ) : null}
          </div>
        </div>
        <WeekStatusBadge status={week.status} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Shows</dt>
          <dd className="font-medium text-slate-800 tabular-nums">{week.showCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Hours</dt>
          <dd className="font-medium text-slate-800 tabular-nums">
            {formatWeekHours(week.totalSlots)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">Last Modified</dt>
          <dd className="text-slate-700">
            <time dateTime={week.lastModified}>
              {formatLastModified(week.lastModified, timeZone)}
            </time>
          </dd>
        </div>
      </dl>
      <WeekRowActions week={week} {...handlers} compact={false} />
    </li>
  );
}
