import Info from 'lucide-react/icons/info';
import { dayDate } from '../../../../../shared/schedule/week';
import { timeRangeLabel } from '../../../../../shared/schedule/slots';
import type { ScheduledBlock } from '../../../../../shared/schemas/schedule';
import { useClock } from '../../../../lib/use-clock';
import { useSeriesWords } from './use-series-words';
import { capitalized } from '../../../../i18n/calendar-words';
import { useLanguage } from '../../../../i18n/language-context';

/** The read-only part of the dialog: which show repeats, from which day, with whom; the note. */
export function SeriesSummary({ weekId, block }: { weekId: string; block: ScheduledBlock }) {
  const { t, calendar } = useSeriesWords();
  const day = calendar.weekday(block.dayIndex);
  const clock = useClock();
  const language = useLanguage();
  const date = calendar.dayMonth(dayDate(weekId, block.dayIndex));
  return (
    <div className="space-y-3">
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-l-4 border-slate-200 bg-slate-50 px-4 py-3 text-sm"
        style={{ borderLeftColor: block.showColor }}
      >
        <dt className="text-slate-500">{t('series:summary.show')}</dt>
        <dd className="min-w-0 truncate font-semibold text-slate-900">{block.showName}</dd>
        <dt className="text-slate-500">{t('series:summary.day')}</dt>
        <dd className="text-slate-900">
          {capitalized(day)}
          <span className="text-slate-500">
            {' '}
            ·{' '}
            {t('series:summary.when', {
              date,
              times: timeRangeLabel(block.timeIndex, block.duration, clock, language),
            })}
          </span>
        </dd>
        <dt className="text-slate-500">{t('series:summary.djs')}</dt>
        <dd className={block.djNames.length > 0 ? 'text-slate-900' : 'text-slate-500 italic'}>
          {block.djNames.length > 0 ? block.djNames.join(', ') : t('series:summary.noDjs')}
        </dd>
      </dl>
      <p className="flex gap-2.5 rounded-lg bg-indigo-50 px-3 py-2.5 text-sm text-indigo-900">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        {t('series:summary.note')}
      </p>
    </div>
  );
}
