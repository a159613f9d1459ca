import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { DataTable } from '../../../components/library/data-table';
import { ZonedTime } from '../../../components/zoned-time';
import { cn } from '../../../lib/cn';
import { WeekStatusBadge } from '../../schedule/components/week-status-badge';
import { WeekHours } from './week-hours';
import { WeekUnfilled } from './unfilled-stat';
import { WeekRowActions, type WeekActionHandlers } from './week-row-actions';
import { WeekMarks, WeekTitle } from './week-title';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { useOpenFillIns } from '../../fill-ins/hooks/use-open-fill-ins';

const COLUMNS = [
  { header: 'dashboard:column.week' },
  { header: 'dashboard:column.status' },
  { header: 'dashboard:column.shows', align: 'right' },
  { header: 'dashboard:column.hours', align: 'right' },
  { header: 'dashboard:column.unfilled', align: 'right' },
  { header: 'dashboard:column.lastModified' },
  { header: 'dashboard:column.actions' },
] as const;
const weekKey = (week: WeekSummary) => week.id;

type RowHandlers = WeekActionHandlers & { timeZone: string };

/**
 * The weeks (SPEC.md §2): Week, Status, Shows, Hours, Unfilled (decision 0070), Last Modified,
 * Actions. The current week is
 * marked and highlighted, past weeks are marked and offer only View/Edit, and a warning icon
 * flags overlapping shows. Phones get the week cards instead (week-cards.tsx).
 */
export function WeekTable({ weeks, ...handlers }: { weeks: readonly WeekSummary[] } & RowHandlers) {
  const t = useT(dashboard);
  const openFillIns = useOpenFillIns()?.byWeek;
  const columns = COLUMNS.map((c) => ({ ...c, header: t(c.header) }));
  return (
    <DataTable
      caption={t('dashboard:weeksList')}
      columns={columns}
      items={weeks}
      itemKey={weekKey}
      renderRow={(week) => (
        <WeekRow week={week} openFillIns={openFillIns?.get(week.id) ?? 0} {...handlers} />
      )}
    />
  );
}

function WeekRow({
  week,
  openFillIns,
  timeZone,
  ...handlers
}: { week: WeekSummary; openFillIns: number } & RowHandlers) {
  return (
    <tr
      className={cn(
        'align-middle',
        week.isCurrent ? 'bg-indigo-50/70 hover:bg-indigo-50' : 'hover:bg-slate-50',
      )}
    >
      <th
        scope="row"
        className={cn(
          'px-4 py-3 text-left font-normal whitespace-nowrap',
          week.isCurrent && 'shadow-[inset_3px_0_0_var(--color-indigo-500)]',
        )}
      >
        <div className="flex items-center gap-2">
          <WeekTitle week={week} openFillIns={openFillIns} />
        </div>
        <div className="mt-1 flex items-center gap-2 text-xs text-slate-600">
          <WeekMarks week={week} />
        </div>
      </th>
      <td className="px-4 py-3 whitespace-nowrap">
        <WeekStatusBadge status={week.status} />
      </td>
      <td className="px-4 py-3 text-right text-sm text-slate-700 tabular-nums">{week.showCount}</td>
      <td className="px-4 py-3 text-right text-sm text-slate-700 tabular-nums">
        <WeekHours week={week} />
      </td>
      <td className="px-4 py-3 text-right text-sm text-slate-700 tabular-nums">
        <WeekUnfilled week={week} />
      </td>
      {/* May wrap to two lines: with the Unfilled column the actions still fit at 1440 px. */}
      <td className="min-w-32 px-4 py-3 text-sm text-slate-600">
        <ZonedTime value={week.lastModified} timeZone={timeZone} />
      </td>
      {/* From 1440 px, English's three actions have room for one line; a language with longer
          labels wraps them rather than pushing the table past its frame. */}
      <td className="px-4 py-3 min-[90rem]:[:lang(en)_&]:min-w-[30.5rem]">
        <WeekRowActions week={week} {...handlers} compact />
      </td>
    </tr>
  );
}
