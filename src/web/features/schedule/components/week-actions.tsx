import CalendarClock from 'lucide-react/icons/calendar-clock';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Printer from 'lucide-react/icons/printer';
import { Link } from 'wouter';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAccess } from '../../../lib/use-access';
import { WeekHistoryButton } from '../../activity/components/week-history-button';
import { ExportMenu } from '../../exchange/components/export-menu';
import { CopyWeekAction } from './copy-week/copy-week-action';
import { ExchangeActions } from './exchange-actions';
import { StatusActions } from './status-actions';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/**
 * The week's actions: copy, import and export, status, history, print, Today and Dashboard.
 * `secondaryClassName` styles the two groups around the status buttons (the wide header shows
 * them as icons below 1536 px).
 */
export function WeekActions({
  weekId,
  week,
  onToday,
  secondaryClassName = 'contents',
}: {
  weekId: string;
  week: WeekView | undefined;
  onToday: () => void;
  secondaryClassName?: string;
}) {
  const t = useT(schedule);
  const mayEdit = useAccess().can('schedule.edit');
  return (
    <>
      {/* Copying reads this week and writes only later ones, so a past week can be copied too
          (last week's programme into this one); past targets are reported, not changed. */}
      <div className={secondaryClassName}>
        {week && week.blocks.length > 0 && mayEdit ? <CopyWeekAction week={week} /> : null}
        {week && !week.isPast && mayEdit ? <ExchangeActions weekId={week.id} /> : null}
        {/* A past week cannot be changed or imported into, but it can still be exported; so
            can any week by a member who may not change the schedule. */}
        {week && (week.isPast || !mayEdit) ? <ExportMenu weekId={week.id} /> : null}
      </div>
      {week ? <StatusActions week={week} /> : null}
      <div className={secondaryClassName}>
        <WeekHistoryButton weekId={weekId} />
        <Button
          variant="secondary"
          size="sm"
          title={t('schedule:print')}
          onClick={() => window.print()}
        >
          <Printer aria-hidden className="size-4" />
          {t('schedule:print')}
        </Button>
        <span aria-hidden className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" />
        <Button variant="secondary" size="sm" title={t('schedule:today')} onClick={onToday}>
          <CalendarClock aria-hidden className="size-4" />
          {t('schedule:today')}
        </Button>
        <Link href="/" title={t('schedule:dashboard')} className={buttonClasses('secondary', 'sm')}>
          <LayoutDashboard aria-hidden className="size-4" />
          {t('schedule:dashboard')}
        </Link>
      </div>
    </>
  );
}
