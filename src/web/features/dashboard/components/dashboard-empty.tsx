import CalendarPlus from 'lucide-react/icons/calendar-plus';
import type { Permission } from '../../../../shared/team/permissions';
import { useRefusal } from '../../../components/refusal';
import { Button } from '../../../components/ui/button';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { emptyMessage, type StatusFilter } from '../dashboard-view';

/**
 * "No weeks found" (SPEC.md §2): none at all, or none with the chosen status; either way a
 * schedule can be created from here, and a filtered list can go back to all statuses.
 */
export function DashboardEmpty({
  filter,
  onCreate,
  creating,
  canCreate,
  createPermission,
  onShowAll,
}: {
  filter: StatusFilter;
  onCreate: () => void;
  creating: boolean;
  canCreate: boolean;
  /** Whether the member may create a schedule; when not, the button says why. */
  createPermission: Permission;
  onShowAll: () => void;
}) {
  const refusal = useRefusal(createPermission);
  const t = useT(dashboard);
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <CalendarPlus aria-hidden className="size-6" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{t('dashboard:emptyTitle')}</h3>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{emptyMessage(filter, t)}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onCreate} disabled={!canCreate || creating} {...refusal.props}>
          <CalendarPlus aria-hidden className="size-4" />
          {creating ? t('dashboard:creating') : t('dashboard:createFirst')}
        </Button>
        {refusal.note}
        {filter !== 'all' ? (
          <Button variant="secondary" onClick={onShowAll}>
            {t('dashboard:showAllStatuses')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
