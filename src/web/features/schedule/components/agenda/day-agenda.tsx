import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useMemo, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { dayDate } from '../../../../../shared/schedule/week';
import { capitalized, useCalendarWords } from '../../../../i18n/calendar-words';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';
import type { ScheduledBlock } from '../../../../../shared/schemas/schedule';
import { cn } from '../../../../lib/cn';
import { agendaOfDay, showsPerDay, type AgendaEntry } from '../../agenda/day-agenda';
import { useSwipe } from '../../hooks/use-swipe';
import { useBlockActions } from '../block-actions';
import { AgendaEntryView } from './agenda-entry';
import { AgendaClockChange } from '../../zone/agenda-clock-change';
import { isCarriedIn } from '../../block-text';
import type { Placement } from '../../../../../shared/schedule/slots';
import type { Gap } from '../../../../../shared/schedule/unfilled-time';
import { AgendaGapRow } from '../../gaps/agenda-gap-row';
import { gapPieces } from '../../gaps/gaps-layer';

const NO_GAPS: readonly Gap[] = [];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

type GapPiece = ReturnType<typeof gapPieces>[number];
type Row = { kind: 'show'; entry: AgendaEntry } | { kind: 'gap'; piece: GapPiece };

/** The day's shows with its gaps among them, in time order (a gap never overlaps a show). */
function withGaps(entries: readonly AgendaEntry[], gaps: readonly GapPiece[]): Row[] {
  const rows: Row[] = entries.map((entry) => ({ kind: 'show', entry }));
  if (gaps.length === 0) return rows;
  const start = (row: Row) => (row.kind === 'show' ? row.entry.timeIndex : row.piece.timeIndex);
  return [...rows, ...gaps.map((piece): Row => ({ kind: 'gap', piece }))].sort(
    (a, b) => start(a) - start(b),
  );
}

const stepButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

type DayAgendaProps = {
  weekId: string;
  blocks: readonly ScheduledBlock[];
  /** What each block's DJ is also on at the same time, by block id (week-clashes.ts). */
  clashes: ReadonlyMap<string, string>;
  day: number;
  /** A step of one day; past Saturday or before Sunday it goes on into the next week. */
  onStep: (step: -1 | 1) => void;
  onPickDay: (day: number) => void;
  today: string;
  editable: boolean;
  /** Entries whose menu opens for "Ask for a fill-in" though the week is not editable. */
  askable: (block: ScheduledBlock) => boolean;
  past: boolean;
  /** The block menu, anchored over the chosen entry. */
  menu: (anchor: CSSProperties) => ReactNode;
  /** The gaps listed among the shows while "Show gaps" is on (decision 0070). */
  gaps?: readonly Gap[];
  /** "Place a show here" on a gap; absent where the week may not change. */
  onPlaceGap?: ((placement: Placement) => void) | undefined;
};

/**
 * The phone's schedule: one day at a time, its shows in time order. Arrows, a swipe sideways and
 * the Left and Right keys move between days; the seven day buttons jump to one. An entry opens
 * the same block menu as the grid, so every dialog is the grid's.
 */
export function DayAgenda({
  weekId,
  blocks,
  clashes,
  day,
  onStep,
  onPickDay,
  today,
  editable,
  askable,
  past,
  menu,
  gaps = NO_GAPS,
  onPlaceGap,
}: DayAgendaProps) {
  const entries = useMemo(() => agendaOfDay(blocks, day), [blocks, day]);
  const gapRows = useMemo(() => gapPieces(gaps).filter((p) => p.dayIndex === day), [gaps, day]);
  // The day buttons mark the days with shows, so an empty day is not opened to find out.
  const counts = useMemo(() => showsPerDay(blocks), [blocks]);
  const actions = useBlockActions();
  const swipe = useSwipe(onStep);
  const [anchor, setAnchor] = useState<CSSProperties>({ display: 'none' });
  const t = useT(series);
  const calendar = useCalendarWords();
  const date = dayDate(weekId, day);
  const dayName = calendar.weekday(day);
  const heading = t('series:agenda.heading', {
    day: capitalized(dayName),
    date: calendar.dayMonth(date),
  });
  const isToday = date === today;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    onStep(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-1 border-b border-slate-200 px-2 py-1.5">
        <button type="button" onClick={() => onStep(-1)} className={stepButton}>
          <ChevronLeft aria-hidden className="size-5" />
          <span className="sr-only">{t('series:agenda.previousDay')}</span>
        </button>
        <h2
          aria-label={isToday ? t('series:agenda.headingToday', { heading }) : heading}
          aria-live="polite"
          className="min-w-0 flex-1 text-center text-base font-semibold text-slate-900"
        >
          {heading}
          {isToday ? (
            <span className="ml-2 rounded-full bg-indigo-600 px-2 py-0.5 align-middle text-xs font-medium text-white">
              {t('series:agenda.today')}
            </span>
          ) : null}
        </h2>
        <button type="button" onClick={() => onStep(1)} className={stepButton}>
          <ChevronRight aria-hidden className="size-5" />
          <span className="sr-only">{t('series:agenda.nextDay')}</span>
        </button>
      </div>
      <div
        role="group"
        aria-label={t('series:agenda.dayOfWeek')}
        className="grid grid-cols-7 gap-1 border-b border-slate-200 px-2 py-1.5"
      >
        {WEEKDAYS.map((index) => {
          const name = capitalized(calendar.weekdayShort(index));
          const chosen = index === day;
          const count = counts[index] ?? 0;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={chosen}
              aria-label={t('series:agenda.dayMark', {
                day: name,
                date: calendar.dayMonth(dayDate(weekId, index)),
                count,
              })}
              onClick={() => onPickDay(index)}
              className={cn(
                'flex h-10 flex-col items-center justify-center rounded-md text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
                chosen ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100',
                !chosen &&
                  dayDate(weekId, index) === today &&
                  'text-indigo-700 ring-1 ring-indigo-300',
              )}
            >
              {name}
              {/* A dot under a day with shows: which days to look at, before tapping any. */}
              <span
                aria-hidden
                data-testid={count > 0 ? 'day-mark' : undefined}
                className={cn(
                  'mt-0.5 size-1.5 rounded-full',
                  count > 0 && (chosen ? 'bg-white' : 'bg-indigo-500'),
                )}
              />
            </button>
          );
        })}
      </div>
      <AgendaClockChange day={day} />
      <section
        aria-label={t('series:agenda.showsOn', { day: dayName })}
        // Focusable, so Left and Right change the day from the keyboard before any entry is reached.
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...swipe}
        className={cn(
          'relative min-h-0 flex-1 touch-pan-y overflow-y-auto overscroll-contain p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
          past && 'bg-slate-100',
        )}
      >
        {entries.length === 0 && gapRows.length === 0 ? (
          <p className="px-2 py-10 text-center text-sm text-slate-500">
            {t('series:agenda.noShows', { day: dayName })}
          </p>
        ) : (
          <ul className="space-y-2">
            {withGaps(entries, gapRows).map((row) =>
              row.kind === 'gap' ? (
                <li key={`gap:${row.piece.timeIndex}`}>
                  <AgendaGapRow piece={row.piece} onPlace={onPlaceGap} />
                </li>
              ) : (
                <li key={row.entry.block.id}>
                  <AgendaEntryView
                    entry={row.entry}
                    djClash={clashes.get(row.entry.block.id)}
                    onOpenMenu={
                      (editable || askable(row.entry.block)) && !isCarriedIn(row.entry.block)
                        ? (blockId, element) => {
                            setAnchor({
                              top: element.offsetTop,
                              left: element.offsetLeft,
                              width: element.offsetWidth,
                              height: element.offsetHeight,
                            });
                            actions.openMenu(blockId, false);
                          }
                        : undefined
                    }
                  />
                </li>
              ),
            )}
          </ul>
        )}
        {menu(anchor)}
      </section>
    </div>
  );
}
