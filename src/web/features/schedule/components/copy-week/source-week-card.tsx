import CalendarRange from 'lucide-react/icons/calendar-range';
import { weekNumber } from '../../../../../shared/schedule/week';
import { useCalendarWords } from '../../../../i18n/calendar-words';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

/** The week being copied: its number, date range with the year, and how many shows it holds. */
export function SourceWeekCard({ weekId, showCount }: { weekId: string; showCount: number }) {
  const t = useT(series);
  const calendar = useCalendarWords();
  return (
    <section
      aria-label={t('series:copy.sourceWeek')}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700">
        <CalendarRange aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {t('series:copy.weekNumber', { number: String(weekNumber(weekId)) })}
        </p>
        <p className="text-slate-600 tabular-nums">{calendar.weekRange(weekId)}</p>
      </div>
      <p className="ml-auto rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
        {t('series:copy.showCount', { count: showCount })}
      </p>
    </section>
  );
}
