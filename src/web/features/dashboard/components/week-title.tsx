import { useLanguage } from '../../../i18n/language-context';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { weekNumber } from '../../../../shared/schedule/week';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { weekName } from '../dashboard-view';
import { DjClashMark } from './dj-clash-mark';
import { HostAwayMark } from './host-away-mark';
import { FillInWeekMark } from '../../fill-ins/components/fill-in-week-mark';

/**
 * A week's name with its overlap, DJ double-booking, host-away and open fill-in marks, as a row
 * and a phone card show it. `openFillIns`: the week's waiting requests, read once by the list.
 */
export function WeekTitle({ week, openFillIns }: { week: WeekSummary; openFillIns: number }) {
  const language = useLanguage();
  const t = useT(dashboard);
  return (
    <>
      <span className={cn('font-medium', week.isPast ? 'text-slate-500' : 'text-slate-900')}>
        {weekName(week, language)}
      </span>
      {week.hasOverlaps ? (
        <span
          role="img"
          aria-label={t('dashboard:overlapLabel')}
          title={t('dashboard:overlapTitle')}
          className="inline-flex text-amber-500"
        >
          <TriangleAlert aria-hidden className="size-4" />
        </span>
      ) : null}
      <DjClashMark clashes={week.djClashes} />
      <HostAwayMark count={week.hostAway} />
      <FillInWeekMark count={openFillIns} />
    </>
  );
}

/** "Week N" with the Current Week and Past badges, under a week's name. */
export function WeekMarks({ week }: { week: WeekSummary }) {
  const t = useT(dashboard);
  return (
    <>
      <span>{t('dashboard:weekNumber', { number: weekNumber(week.id) })}</span>
      {week.isCurrent ? (
        <Badge className="bg-indigo-600 text-white ring-indigo-600">
          {t('dashboard:currentWeek')}
        </Badge>
      ) : null}
      {week.isPast ? (
        <Badge className="bg-slate-100 text-slate-600 ring-slate-200">{t('dashboard:past')}</Badge>
      ) : null}
    </>
  );
}
