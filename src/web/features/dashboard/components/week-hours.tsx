import { useCalendarWords } from '../../../i18n/calendar-words';
import { useLanguage } from '../../../i18n/language-context';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import { useT } from '../../../i18n/use-t';
import { airtimeNoteText } from '../airtime-note-text';
import Clock3 from 'lucide-react/icons/clock-3';
import type { WeekSummary } from '../../../../shared/schemas/schedule';
import { formatAirtimeHours } from '../dashboard-view';

/**
 * A week's hours, one decimal, as real airtime: where a clock change makes it differ from the
 * slots placed, a clock mark beside it says so ("Real airtime: clocks go forward on Sunday").
 */
export function WeekHours({ week }: { week: WeekSummary }) {
  const language = useLanguage();
  const t = useT(dashboard);
  const calendar = useCalendarWords();
  const note = week.airtimeNote && airtimeNoteText(week.airtimeNote, t, calendar);
  return (
    <span className="inline-flex items-center gap-1">
      {note ? (
        <span
          role="img"
          data-testid="week-airtime-note"
          aria-label={note}
          title={note}
          className="inline-flex text-sky-600"
        >
          <Clock3 aria-hidden className="size-3.5" />
        </span>
      ) : null}
      {formatAirtimeHours(week.airtimeMinutes, language)}
    </span>
  );
}
