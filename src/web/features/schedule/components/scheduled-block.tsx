import { memo, type CSSProperties } from 'react';
import { clockRange, timeRangeLabel } from '../../../../shared/schedule/slots';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { cn } from '../../../lib/cn';
import { countRender } from '../../../lib/render-probe';
import { useClock } from '../../../lib/use-clock';
import { blockSummary, hostsText, isSeriesInstance } from '../block-text';
import { useScheduleWords } from '../schedule-words';
import { resizeEdges } from '../drag/resize-edge';
import { wasTapped } from '../drag/touch-handles';
import { SLOT_GAP_CLASS, slotBoxStyle } from '../grid-layout';
import { useBlockActions } from './block-actions';
import { BlockMarkers, DjClashMarker, hasMarkers, OverlapMarker } from './block-markers';
import { zoneNotesSpoken, type BlockZoneNotes } from '../zone/block-zone-notes';
import { BlockZoneLines } from '../zone/block-zone-lines';

/**
 * The wrapper that places a piece in the columns; the piece fills it inside the gap. Its size
 * comes from its place alone, so size and layout containment change nothing on screen but make
 * it a relayout boundary: the resize strips coming and going under the pointer lay out this
 * piece, not the 672 beside it.
 */
const PLACE_CLASS = `absolute z-10 [contain:size_layout] ${SLOT_GAP_CLASS}`;

type ScheduledBlockViewProps = {
  block: ScheduledBlock;
  /** What its DJ is also on at the same time, one line each; absent when nothing clashes. */
  djClash?: string | undefined;
  /** Change-day notes and the viewer's times, when the block has any (zone/block-zone-notes.ts). */
  zoneNotes?: BlockZoneNotes | undefined;
  dayIndex: number;
  timeIndex: number;
  duration: number;
  /** The part after midnight of a show that started the day before. */
  continuation: boolean;
  /** The last part: the one whose bottom edge resizes. */
  last: boolean;
  lane: number;
  lanes: number;
  /** False in past weeks: no menu, no drag, no keyboard editing. */
  editable: boolean;
  /** Not editable, yet its menu opens (a DJ's own airing: "Ask for a fill-in"). */
  menuOnly?: boolean;
};

/**
 * One piece of a placed show in a day column. Memoised with plain props (the block object is kept
 * by the query cache's structural sharing), so a drag elsewhere or another block's change never
 * re-renders it (DESIGN.md D7). Pointer drags are picked up by the grid from the data-drag
 * attributes, and its edges resize it (data-resize; the strips that show it are added under the
 * pointer by use-hover-resize-handles.ts). The first piece is the keyboard's handle and opens the
 * block's menu.
 */
export const ScheduledBlockView = memo(function ScheduledBlockView({
  block,
  djClash,
  zoneNotes,
  dayIndex,
  timeIndex,
  duration,
  continuation,
  last,
  lane,
  lanes,
  editable,
  menuOnly = false,
}: ScheduledBlockViewProps) {
  countRender('block');
  const actions = useBlockActions();
  const clock = useClock();
  const words = useScheduleWords();
  const movable = editable && !isSeriesInstance(block);
  const opens = editable || menuOnly;
  // What differs from block to block (where it sits, its colour) goes on a wrapper, as a position
  // and a custom property: with no inline style of its own, each block's many-classed element
  // shares a computed style with the blocks that look alike instead of being styled afresh, which
  // was most of the style work of a week's first render (DESIGN.md §6).
  const place = {
    ...slotBoxStyle(dayIndex, timeIndex, duration, lane, lanes),
    '--block-color': block.showColor,
  } as CSSProperties;
  const className = cn(
    // No box-shadows or filters: on 672 blocks they made each frame of a drag repaint, raster
    // and re-layerize slowly (measured in Chromium); plain borders cost far less. Clipped with
    // overflow: clip, not hidden: the same clip without making each block a scroll container,
    // which Chromium lays out and pre-paints at a cost.
    'relative flex size-full flex-col overflow-clip rounded-md border-l-4 px-1.5 text-left text-xs text-slate-900 select-none',
    // The show's colour, tinted behind the text and full on the left edge, over any border colour
    // below (overlap, exception, hover), as it was when it was an inline style.
    'bg-[color-mix(in_srgb,var(--block-color)_16%,white)] border-l-[color:var(--block-color)]!',
    // Printed slots are a third as tall: a smaller, tighter text keeps an hour's show readable.
    // A printed 15-minute show has 4.5 px inside its slot's gap: its name in one 6.5 px line that
    // may use the gap (not clipped), rather than a taller line clipped to nothing.
    duration === 1
      ? 'justify-center py-0 text-[11px] leading-none print:overflow-visible print:border-y-0 print:text-[6.5px] print:leading-[6.5px]'
      : 'py-1 leading-tight print:py-0 print:text-[9px] print:leading-[1.15]',
    block.isOverlapping
      ? 'border-2 border-red-500'
      : block.isException
        ? 'border border-dashed border-amber-500'
        : 'border border-slate-900/15 hover:border-slate-900/40',
    block.isException && 'border-dashed',
    movable ? 'cursor-grab' : opens && 'cursor-pointer',
    opens &&
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[dragging=true]:opacity-40',
    // Picked up by a long press: ringed where it was, while its raised preview follows the finger.
    editable && 'data-[lifted=true]:ring-2 data-[lifted=true]:ring-indigo-500',
  );
  const content = (
    <BlockContent
      block={block}
      djClash={djClash}
      zoneNotes={continuation ? undefined : zoneNotes}
      duration={duration}
      continuation={continuation}
      narrow={lanes > 1}
    />
  );
  const label =
    blockSummary(block, clock, words) +
    (djClash ? `, ${djClash.split('\n').join(', ')}` : '') +
    zoneNotesSpoken(zoneNotes, (time) => words.t('schedule:block.viewerTime', { time }));
  const drag = movable ? 'move' : undefined;
  const resize = resizeEdges(movable, continuation, last).join(' ') || undefined;

  if (!opens) {
    return (
      <div className={PLACE_CLASS} style={place}>
        <div data-block-id={block.id} className={className}>
          {content}
        </div>
      </div>
    );
  }
  if (continuation) {
    // The main piece speaks for the whole show; this one is for the pointer only.
    return (
      <div className={PLACE_CLASS} style={place}>
        <div
          aria-hidden
          data-block-id={block.id}
          data-drag={drag}
          data-resize={resize}
          className={className}
          onClick={(event) => actions.openMenu(block.id, wasTapped(event.nativeEvent))}
        >
          {content}
        </div>
      </div>
    );
  }
  return (
    <div className={PLACE_CLASS} style={place}>
      <button
        type="button"
        data-block-id={block.id}
        data-block-focus={block.id}
        data-drag={drag}
        data-resize={resize}
        aria-label={label}
        aria-haspopup="menu"
        aria-describedby={movable ? actions.hintId : undefined}
        className={className}
        onClick={(event) => actions.openMenu(block.id, wasTapped(event.nativeEvent))}
        onKeyDown={(event) => actions.onKeyDown(block, event)}
        onKeyUp={(event) => actions.onKeyUp(block, event)}
        onBlur={() => actions.onBlur(block)}
      >
        {content}
      </button>
    </div>
  );
});

function BlockContent({
  block,
  djClash,
  zoneNotes,
  duration,
  continuation,
  narrow,
}: {
  block: ScheduledBlock;
  djClash: string | undefined;
  zoneNotes: BlockZoneNotes | undefined;
  duration: number;
  continuation: boolean;
  /** Drawn in a lane beside overlapping shows (a third or half of the day's width). */
  narrow: boolean;
}) {
  // In a lane beside overlapping shows a name cut to one line read "Mi…": from two slots up it
  // wraps onto two lines of the lane's whole width, and every marker (the overlap's too) moves to
  // the line below, so "Midnight Lullabies" reads whole in a 96 px lane.
  const wrapped = narrow && duration >= 2;
  const words = useScheduleWords();
  // From two slots up the markers get a line of their own, so they never squeeze the name; the
  // lines below move down one and appear only where they fit whole.
  const stacked =
    duration >= 2 &&
    (hasMarkers(block, continuation) || (wrapped && (block.isOverlapping || !!djClash)));
  const shift = (stacked ? 1 : 0) + (wrapped ? 1 : 0);
  // A name without markers needs no row around it: one element instead of two in most blocks.
  // Alone it keeps the box it had in the row: its own width up to the block's, never shrunk.
  const nameOnly = !hasMarkers(block, continuation) && !block.isOverlapping && !djClash;
  return (
    <>
      {wrapped ? (
        <span title={block.showName} className="line-clamp-2 font-semibold break-words">
          {block.showName}
        </span>
      ) : nameOnly ? (
        <span
          title={block.showName}
          className="max-w-full shrink-0 self-start truncate font-semibold"
        >
          {block.showName}
        </span>
      ) : (
        <span className="flex min-w-0 items-center gap-1 font-semibold">
          <span title={block.showName} className="truncate">
            {block.showName}
          </span>
          {stacked ? null : <BlockMarkers block={block} continuation={continuation} />}
          <DjClashMarker clash={djClash} />
          <OverlapMarker block={block} />
        </span>
      )}
      {stacked ? (
        <span className="mt-0.5 flex min-w-0 items-center gap-1.5 print:mt-0">
          <BlockMarkers block={block} continuation={continuation} />
          {wrapped ? <DjClashMarker clash={djClash} /> : null}
          {wrapped ? <OverlapMarker block={block} /> : null}
        </span>
      ) : null}
      {/* Printed, an hour is 26 px: the lines sit flush, so a 1-hour show keeps its DJ line. */}
      {duration >= 2 + shift && block.djNames.length > 0 ? (
        <span className="mt-0.5 truncate text-slate-700 print:mt-0">
          {hostsText(block.djNames, block.fillIn !== undefined, words)}
        </span>
      ) : null}
      {duration >= 3 + shift ? <BlockTime block={block} narrow={narrow} /> : null}
      <BlockZoneLines notes={zoneNotes} room={duration - 3 - shift} narrow={narrow} />
    </>
  );
}

/**
 * The block's time range. A lane is 96 px at the least, 74 px inside its borders and padding,
 * where "10:00 - 12:00" was cut to "10:00 - 12…": there it reads without the spaces and a point
 * smaller, "10:00–12:00" (~70 px in the widest common sans, DejaVu); the spaced form stays its
 * title, and the block's accessible name says it too.
 */
function BlockTime({ block, narrow }: { block: ScheduledBlock; narrow: boolean }) {
  const clock = useClock();
  const { language } = useScheduleWords();
  const range = timeRangeLabel(block.timeIndex, block.duration, clock, language);
  return (
    <span
      title={narrow ? range : undefined}
      className={cn(
        'mt-0.5 truncate text-slate-600 tabular-nums print:mt-0',
        // Printed, the block's own smaller size holds.
        narrow && 'text-[11px] print:[font-size:inherit]',
      )}
    >
      {narrow ? clockRange(block.timeIndex, block.duration, '–', clock, language) : range}
    </span>
  );
}
