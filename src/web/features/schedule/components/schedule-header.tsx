import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { WeekSeasonBadge } from '../../seasons/components/week-season-badge';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { Button } from '../../../components/ui/button';
import { WeekActions } from './week-actions';
import { WeekStatusBadge } from './week-status-badge';
import { useScheduleWords, weekHeading } from '../schedule-words';

type ScheduleHeaderProps = {
  weekId: string;
  week: WeekView | undefined;
  isCurrentWeek: boolean;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onWeekChange: (offsetWeeks: number) => void;
  onCurrentWeek: () => void;
  onToday: () => void;
};

/**
 * Below 1536 px the secondary actions show their icon alone (the name stays their accessible
 * name, and their tooltip), so the whole header fits one row at 1440 px beside the open panel.
 * Save Draft, Finalize and Revert to Draft keep their words.
 */
const compactActions =
  'contents max-2xl:[&_:is(button,a)]:gap-0 max-2xl:[&_:is(button,a)]:text-[0px]';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 print:hidden';

/**
 * The schedule's header (SPEC.md §2): panel toggle, week navigation and label, status, the status
 * buttons, Copy Week / Import / Export, Dashboard and Today.
 */
export function ScheduleHeader({
  weekId,
  week,
  isCurrentWeek,
  panelOpen,
  onTogglePanel,
  onWeekChange,
  onCurrentWeek,
  onToday,
}: ScheduleHeaderProps) {
  const words = useScheduleWords();
  const { t } = words;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-3 print:px-0 print:py-1">
      <button
        type="button"
        onClick={onTogglePanel}
        aria-expanded={panelOpen}
        className={iconButton}
      >
        {panelOpen ? (
          <PanelLeftClose aria-hidden className="size-5" />
        ) : (
          <PanelLeftOpen aria-hidden className="size-5" />
        )}
        <span className="sr-only">
          {panelOpen ? t('schedule:showLibrary.hide') : t('schedule:showLibrary.show')}
        </span>
      </button>
      <div className="flex items-center gap-1">
        <button type="button" onClick={() => onWeekChange(-1)} className={iconButton}>
          <ChevronLeft aria-hidden className="size-5" />
          <span className="sr-only">{t('schedule:previousWeek')}</span>
        </button>
        <h1 className="min-w-0 text-lg font-semibold tracking-tight text-slate-900 tabular-nums">
          {weekHeading(words, weekId)}
        </h1>
        <button type="button" onClick={() => onWeekChange(1)} className={iconButton}>
          <ChevronRight aria-hidden className="size-5" />
          <span className="sr-only">{t('schedule:nextWeek')}</span>
        </button>
      </div>
      {week ? <WeekStatusBadge status={week.status} /> : null}
      <WeekSeasonBadge weekId={weekId} />
      {week?.isPast ? (
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {t('schedule:past')}
        </span>
      ) : null}
      {isCurrentWeek ? null : (
        <Button variant="link" size="sm" onClick={onCurrentWeek} className="text-sm print:hidden">
          {t('schedule:currentWeek')}
        </Button>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2 print:hidden">
        <WeekActions
          weekId={weekId}
          week={week}
          onToday={onToday}
          secondaryClassName={compactActions}
        />
      </div>
    </div>
  );
}
