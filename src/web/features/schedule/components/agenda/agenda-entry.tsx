import UserRoundX from 'lucide-react/icons/user-round-x';
import type { CSSProperties, MouseEvent } from 'react';
import { timeRangeLabel } from '../../../../../shared/schedule/slots';
import { cn } from '../../../../lib/cn';
import type { AgendaEntry } from '../../agenda/day-agenda';
import { blockSummary, hostsText } from '../../block-text';
import { useScheduleWords } from '../../schedule-words';
import { BlockMarkers } from '../block-markers';
import { BlockZoneDetails } from '../../zone/block-zone-details';
import { zoneNotesSpoken } from '../../zone/block-zone-notes';
import { useBlockZoneNotes } from '../../zone/use-block-zone-notes';
import { useClock } from '../../../../lib/use-clock';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

type AgendaEntryViewProps = {
  entry: AgendaEntry;
  /** What its DJ is also on at the same time, one line each; absent when nothing clashes. */
  djClash?: string | undefined;
  /** Absent when the week cannot be changed here: the entry is then text, not a control. */
  onOpenMenu?: ((blockId: string, element: HTMLElement) => void) | undefined;
};

/**
 * One show of the day agenda: its time, name, DJs and the grid's marks (recurring, exception,
 * continuation, overlap), on the show's colour edge. Tapping it opens the block menu the grid's
 * blocks open.
 */
export function AgendaEntryView({ entry, djClash, onOpenMenu }: AgendaEntryViewProps) {
  const { block, continuation } = entry;
  const clock = useClock();
  const words = useScheduleWords();
  const t = useT(series);
  const zoneNotes = useBlockZoneNotes(continuation ? null : block);
  const body = (
    <>
      <span
        className={cn(
          'shrink-0 pt-0.5 text-sm font-medium text-slate-700 tabular-nums',
          // "6:00 - 7:00 PM" needs a little more room than "18:00 - 19:00"; longer ones wrap.
          clock === '12h' ? 'w-28' : 'w-24',
        )}
      >
        {/* The show's own hours on each day it touches: "23:00 - 05:00", not "00:00 - 05:00". */}
        {timeRangeLabel(block.timeIndex, block.duration, clock, words.language)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold break-words text-slate-900">{block.showName}</span>
        {block.djNames.length > 0 ? (
          <span className="text-sm break-words text-slate-600">
            {hostsText(block.djNames, block.fillIn !== undefined, words)}
          </span>
        ) : null}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs empty:hidden">
          <BlockMarkers block={block} continuation={continuation} />
          {block.isOverlapping ? (
            <span className="flex items-center gap-1 text-red-700">
              <span aria-hidden className="inline-block size-2 rounded-full bg-red-500" />
              {t('series:agenda.overlaps')}
            </span>
          ) : null}
          {djClash
            ? djClash.split('\n').map((note) => (
                <span key={note} className="flex items-center gap-1 text-violet-800">
                  <UserRoundX aria-hidden className="size-3 shrink-0" />
                  {note}
                </span>
              ))
            : null}
        </span>
        <BlockZoneDetails notes={zoneNotes} />
      </span>
    </>
  );
  const className = cn(
    'flex w-full items-start gap-3 rounded-lg border-l-4 bg-[color-mix(in_srgb,var(--block-color)_10%,white)] px-3 py-2.5 text-left',
    'border-l-[color:var(--block-color)]!',
    block.isOverlapping
      ? 'border-2 border-red-500'
      : block.isException
        ? 'border border-dashed border-amber-500'
        : 'border border-slate-900/10',
  );
  const style = { '--block-color': block.showColor } as CSSProperties;
  const summary = djClash
    ? `${blockSummary(block, clock, words)}, ${djClash.split('\n').join(', ')}`
    : blockSummary(block, clock, words);
  const label =
    (continuation ? t('series:agenda.continued', { summary }) : summary) +
    zoneNotesSpoken(zoneNotes, (time) => t('series:zone.viewerTimeSpoken', { time }));

  if (!onOpenMenu) {
    return (
      <div data-block-id={block.id} className={className} style={style}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-block-id={block.id}
      data-block-focus={block.id}
      aria-label={label}
      aria-haspopup="menu"
      className={cn(
        className,
        'cursor-pointer hover:border-slate-900/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
      )}
      style={style}
      onClick={(event: MouseEvent<HTMLButtonElement>) => onOpenMenu(block.id, event.currentTarget)}
    >
      {body}
    </button>
  );
}
