import { useLanguage } from '../../../i18n/language-context';
import Hourglass from 'lucide-react/icons/hourglass';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { formatAirtimeHours } from '../dashboard-view';

/**
 * "Unfilled hours" over the weeks the filters keep (decision 0070): each week's kept figure, so
 * the sum costs nothing more than the list. A line under the spec's four cards, which stay four.
 */
export function UnfilledStat({ weeks }: { weeks: readonly WeekSummary[] }) {
  const language = useLanguage();
  const t = useT(dashboard);
  const minutes = weeks.reduce((sum, w) => sum + w.unfilledMinutes, 0);
  return (
    <p
      data-testid="unfilled-stat"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white px-4 py-2 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      <Hourglass aria-hidden className="size-4 shrink-0 text-amber-600" />
      <span className="font-medium text-slate-900">{t('dashboard:unfilled.stat')}</span>
      <span className="font-semibold text-slate-900 tabular-nums">
        {formatAirtimeHours(minutes, language)}
      </span>
      <span className="text-xs text-slate-500">
        {t('dashboard:unfilled.statHint', { count: weeks.length })}
      </span>
    </p>
  );
}

/** A week's unfilled hours, one decimal (4.0 for a 4-hour gap). */
export function WeekUnfilled({ week }: { week: Pick<WeekSummary, 'unfilledMinutes'> }) {
  const language = useLanguage();
  return (
    <span data-testid="week-unfilled">{formatAirtimeHours(week.unfilledMinutes, language)}</span>
  );
}
