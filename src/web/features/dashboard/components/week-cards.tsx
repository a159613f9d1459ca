import { useLanguage } from '../../../i18n/language-context';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { ZonedTime } from '../../../components/zoned-time';
import { cn } from '../../../lib/cn';
import { WeekStatusBadge } from '../../schedule/components/week-status-badge';
import { weekName } from '../dashboard-view';
import { WeekHours } from './week-hours';
import { WeekUnfilled } from './unfilled-stat';
import { WeekRowActions, type WeekActionHandlers } from './week-row-actions';
import { WeekMarks, WeekTitle } from './week-title';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { useOpenFillIns } from '../../fill-ins/hooks/use-open-fill-ins';

type CardHandlers = WeekActionHandlers & { timeZone: string };

/**
 * The weeks on a phone: the table's columns as one card per week (week, status, shows, hours,
 * last modified) with every action the row offers, under their full names.
 */
export function WeekCards({
  weeks,
  ...handlers
}: { weeks: readonly WeekSummary[] } & CardHandlers) {
  const t = useT(dashboard);
  const openFillIns = useOpenFillIns()?.byWeek;
  return (
    <ul aria-label={t('dashboard:weeksList')} className="divide-y divide-slate-200">
      {weeks.map((week) => (
        <WeekCard
          key={week.id}
          week={week}
          openFillIns={openFillIns?.get(week.id) ?? 0}
          {...handlers}
        />
      ))}
    </ul>
  );
}

function WeekCard({
  week,
  openFillIns,
  timeZone,
  ...handlers
}: { week: WeekSummary; openFillIns: number } & CardHandlers) {
  const t = useT(dashboard);
  const name = weekName(week, useLanguage());
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
            <WeekTitle week={week} openFillIns={openFillIns} />
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <WeekMarks week={week} />
          </div>
        </div>
        <WeekStatusBadge status={week.status} />
      </div>
      <dl className="grid grid-cols-4 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">{t('dashboard:column.shows')}</dt>
          <dd className="font-medium text-slate-800 tabular-nums">{week.showCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('dashboard:column.hours')}</dt>
          <dd className="font-medium text-slate-800 tabular-nums">
            <WeekHours week={week} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('dashboard:column.unfilled')}</dt>
          <dd className="font-medium text-slate-800 tabular-nums">
            <WeekUnfilled week={week} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">{t('dashboard:column.lastModified')}</dt>
          <dd className="text-slate-700">
            <ZonedTime value={week.lastModified} timeZone={timeZone} />
          </dd>
        </div>
      </dl>
      <WeekRowActions week={week} {...handlers} compact={false} />
    </li>
  );
}
