import Hourglass from 'lucide-react/icons/hourglass';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { cn } from '../../../lib/cn';
import { useScheduleZone } from '../zone/schedule-zone-context';
import { useShowGaps } from './use-show-gaps';
import { useWeekGaps } from './use-week-gaps';
import { series } from '../../../i18n/namespaces/series';
import { useT } from '../../../i18n/use-t';

/**
 * The schedule header's "4 h unfilled" and its "Show gaps" switch (decision 0070). Nothing for a
 * week without unfilled time; the switch stays while gaps are shown, so it can be turned off.
 */
export function UnfilledHeader({ week }: { week: WeekView | undefined }) {
  const zone = useScheduleZone();
  const t = useT(series);
  const gaps = useWeekGaps(week, zone?.stationZone ?? 'UTC');
  const [on, setOn] = useShowGaps();
  if (!week || !zone || gaps.unfilledMinutes === 0) return null;
  return (
    <span className="inline-flex items-center gap-2 print:hidden">
      <span
        data-testid="unfilled-header"
        className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 ring-1 ring-amber-200"
      >
        <Hourglass aria-hidden className="size-3.5" />
        {t('series:gaps.header', {
          hours: Math.round((gaps.unfilledMinutes / 60) * 10) / 10,
        })}
      </span>
      <button
        type="button"
        aria-pressed={on}
        onClick={() => setOn(!on)}
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 focus-visible:outline-2 focus-visible:outline-indigo-600',
          on
            ? 'bg-amber-600 text-white ring-amber-600'
            : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
        )}
      >
        {t('series:gaps.show')}
      </button>
    </span>
  );
}
