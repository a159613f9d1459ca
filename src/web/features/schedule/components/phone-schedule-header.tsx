import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Library from 'lucide-react/icons/library';
import { useId, useState, type ReactNode } from 'react';
import { weekNumber } from '../../../../shared/schedule/week';
import { WeekSeasonBadge } from '../../seasons/components/week-season-badge';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { WeekActions } from './week-actions';
import { WeekStatusBadge } from './week-status-badge';
import { UnfilledHeader } from '../gaps/unfilled-header';
import { useScheduleWords, weekHeading, weekRange } from '../schedule-words';

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-expanded:bg-slate-100 aria-expanded:text-slate-900';

type PhoneScheduleHeaderProps = {
  weekId: string;
  week: WeekView | undefined;
  isCurrentWeek: boolean;
  onOpenPanel: () => void;
  onWeekChange: (offsetWeeks: number) => void;
  onCurrentWeek: () => void;
  onToday: () => void;
  /** The Day agenda / Week grid choice. */
  viewToggle: ReactNode;
};

/**
 * The schedule's header on a phone: the week and its status on one line, the view choice and the
 * Show Library on the next, and every action of the desktop header behind a "Week actions" button
 * (the same components, so their dialogs and refusals are the desktop's). The actions stay mounted
 * while folded away, so a dialog opened from one survives the fold.
 */
export function PhoneScheduleHeader({
  weekId,
  week,
  isCurrentWeek,
  onOpenPanel,
  onWeekChange,
  onCurrentWeek,
  onToday,
  viewToggle,
}: PhoneScheduleHeaderProps) {
  const words = useScheduleWords();
  const { t } = words;
  const [actionsOpen, setActionsOpen] = useState(false);
  const actionsId = useId();
  return (
    <div className="space-y-2 border-b border-slate-200 bg-white px-2 py-2 print:hidden">
      <div className="flex items-center gap-1">
        <button type="button" onClick={() => onWeekChange(-1)} className={iconButton}>
          <ChevronLeft aria-hidden className="size-5" />
          <span className="sr-only">{t('schedule:previousWeek')}</span>
        </button>
        {/* One line: the week as "Wk 48 · Nov 22 - Nov 28, 2026" and its status beside it; the
            heading still reads the full label to screen readers. */}
        <div className="flex min-w-0 flex-1 items-center justify-center gap-1.5">
          <h1
            aria-label={weekHeading(words, weekId)}
            className="min-w-0 truncate text-sm leading-tight font-semibold tracking-tight text-slate-900 tabular-nums"
          >
            <span aria-hidden>
              {t('schedule:weekHeadingShort', {
                number: String(weekNumber(weekId)),
                range: weekRange(words, weekId),
              })}
            </span>
          </h1>
          {week ? <WeekStatusBadge status={week.status} /> : null}
          <WeekSeasonBadge weekId={weekId} className="max-w-20 shrink-0" compact />
          {week?.isPast ? (
            <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('schedule:past')}
            </span>
          ) : null}
        </div>
        <button type="button" onClick={() => onWeekChange(1)} className={iconButton}>
          <ChevronRight aria-hidden className="size-5" />
          <span className="sr-only">{t('schedule:nextWeek')}</span>
        </button>
      </div>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          onClick={onOpenPanel}
          aria-haspopup="dialog"
          aria-label={t('schedule:showLibrary.show')}
          className={iconButton}
        >
          <Library aria-hidden className="size-5" />
        </button>
        {viewToggle}
        <button
          type="button"
          onClick={() => setActionsOpen((open) => !open)}
          aria-expanded={actionsOpen}
          aria-controls={actionsId}
          aria-label={t('schedule:weekActions')}
          className={cn(iconButton, 'ml-auto')}
        >
          <Ellipsis aria-hidden className="size-5" />
        </button>
      </div>
      <UnfilledHeader week={week} />
      <div
        id={actionsId}
        role="group"
        aria-label={t('schedule:weekActions')}
        className={cn('flex flex-wrap items-center gap-2 pt-1', !actionsOpen && 'hidden')}
      >
        {isCurrentWeek ? null : (
          <Button variant="secondary" size="sm" onClick={onCurrentWeek}>
            {t('schedule:currentWeek')}
          </Button>
        )}
        <WeekActions weekId={weekId} week={week} onToday={onToday} />
      </div>
    </div>
  );
}
