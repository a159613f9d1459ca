import { seasonOfWeek } from '../../../../shared/schedule/season-calendar';
import type { CivilDate } from '../../../../shared/schedule/week';
import { cn } from '../../../lib/cn';
import { useSeasons } from '../hooks/use-seasons';
import { useCalendarWords } from '../../../i18n/calendar-words';
import { seasons as seasonsNs } from '../../../i18n/namespaces/seasons';
import { useT } from '../../../i18n/use-t';

/**
 * The schedule header's season: the season covering most of the week's days (seasonOfWeek);
 * nothing while the seasons load or when no season touches the week. `compact` (the phone's
 * one-line header) shows the season's name alone and says the rest to screen readers.
 */
export function WeekSeasonBadge({
  weekId,
  className,
  compact = false,
}: {
  weekId: CivilDate;
  className?: string;
  compact?: boolean;
}) {
  const t = useT(seasonsNs);
  const calendar = useCalendarWords();
  const seasons = useSeasons();
  const season = seasons.data ? seasonOfWeek(seasons.data, weekId) : null;
  if (!season) return null;
  return (
    <span
      title={t('seasons:span', {
        first: calendar.fullDate(season.firstDay),
        last: calendar.fullDate(season.lastDay),
      })}
      className={cn(
        'truncate rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-200',
        // cn only joins, so a caller's width replaces the default instead of competing with it.
        className ?? 'max-w-56 lg:max-w-sm',
      )}
    >
      {compact ? (
        <>
          <span className="sr-only">{t('seasons:headerLabel', { name: season.name })}</span>
          <span aria-hidden>{season.name}</span>
        </>
      ) : (
        t('seasons:headerLabel', { name: season.name })
      )}
    </span>
  );
}
