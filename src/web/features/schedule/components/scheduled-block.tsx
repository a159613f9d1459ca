import { memo, type CSSProperties } from 'react';
import { timeRangeLabel } from '../../../../shared/schedule/slots';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { cn } from '../../../lib/cn';
import { countRender } from '../../../lib/render-probe';
import { blockSummary, isSeriesInstance } from '../block-text';
import { segmentStyle } from '../grid-layout';
import { useBlockActions } from './block-actions';
import { BlockMarkers, hasMarkers, OverlapMarker } from './block-markers';

type ScheduledBlockViewProps = {
  block: ScheduledBlock;
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
};

/**
 * One piece of a placed show in a day column. Memoised with plain props (the block object is kept
 * by the query cache's structural sharing), so a drag elsewhere or another block's change never
 * re-renders it (DESIGN.md D7). Pointer drags are picked up by the grid from the data-drag
 * attributes; the first piece is the keyboard's handle and opens the block's menu.
 */
export const ScheduledBlockView = memo(function ScheduledBlockView({
  block,
  dayIndex,
  timeIndex,
  duration,
  continuation,
  last,
  lane,
  lanes,
  editable,
}: ScheduledBlockViewProps) {
  countRender('block');
  const actions = useBlockActions();
  const movable = editable && !isSeriesInstance(block);
  const style: CSSProperties = {
    ...segmentStyle(dayIndex, timeIndex, duration, lane, lanes),
    backgroundColor: `color-mix(in srgb, ${block.showColor} 16%, white)`,
    borderLeftColor: block.showColor,
  };
  const className = cn(
    // No box-shadows or filters: on 672 blocks they made each frame of a drag repaint, raster
    // and re-layerize slowly (measured in Chromium); plain borders cost far less.
    'absolute z-10 flex flex-col overflow-hidden rounded-md border-l-4 px-1.5 text-left text-xs text-slate-900 select-none',
    duration === 1 ? 'justify-center py-0 text-[11px] leading-none' : 'py-1 leading-tight',
    // Printed slots are a third as tall: a smaller, tighter text keeps an hour's show readable.
    'print:py-0 print:text-[9px] print:leading-[1.15]',
    block.isOverlapping
      ? 'border-2 border-red-500'
      : block.isException
        ? 'border border-dashed border-amber-500'
        : 'border border-slate-900/15 hover:border-slate-900/40',
    block.isException && 'border-dashed',
    movable ? 'cursor-grab' : editable && 'cursor-pointer',
    editable &&
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[dragging=true]:opacity-40',
  );
  const content = <BlockContent block={block} duration={duration} continuation={continuation} />;
  const drag = movable ? 'move' : undefined;

  if (!editable) {
    return (
      <div data-block-id={block.id} style={style} className={className}>
        {content}
      </div>
    );
  }
  if (continuation) {
    // The main piece speaks for the whole show; this one is for the pointer only.
    return (
      <div
        aria-hidden
        data-block-id={block.id}
        data-drag={drag}
        style={style}
        className={className}
        onClick={() => actions.openMenu(block.id)}
      >
        {content}
        {movable && last ? <ResizeHandle edge="bottom" /> : null}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-block-id={block.id}
      data-block-focus={block.id}
      data-drag={drag}
      aria-label={blockSummary(block)}
      aria-haspopup="menu"
      aria-describedby={movable ? actions.hintId : undefined}
      style={style}
      className={className}
      onClick={() => actions.openMenu(block.id)}
      onKeyDown={(event) => actions.onKeyDown(block, event)}
      onKeyUp={(event) => actions.onKeyUp(block, event)}
      onBlur={() => actions.onBlur(block)}
    >
      {content}
      {movable ? <ResizeHandle edge="top" /> : null}
      {movable && last ? <ResizeHandle edge="bottom" /> : null}
    </button>
  );
});

function BlockContent({
  block,
  duration,
  continuation,
}: {
  block: ScheduledBlock;
  duration: number;
  continuation: boolean;
}) {
  // From two slots up the markers get a line of their own, so they never squeeze the name; the
  // lines below move down one and appear only where they fit whole.
  const stacked = duration >= 2 && hasMarkers(block, continuation);
  const shift = stacked ? 1 : 0;
  return (
    <>
      <span className="flex min-w-0 items-center gap-1 font-semibold">
        <span className="truncate">{block.showName}</span>
        {stacked ? null : <BlockMarkers block={block} continuation={continuation} />}
        <OverlapMarker block={block} />
      </span>
      {stacked ? (
        <span className="mt-0.5 flex min-w-0 items-center gap-1.5">
          <BlockMarkers block={block} continuation={continuation} />
        </span>
      ) : null}
      {duration >= 2 + shift && block.djNames.length > 0 ? (
        <span className="mt-0.5 truncate text-slate-700">{block.djNames.join(', ')}</span>
      ) : null}
      {duration >= 3 + shift ? (
        <span className="mt-0.5 truncate text-slate-600 tabular-nums">
          {timeRangeLabel(block.timeIndex, block.duration)}
        </span>
      ) : null}
    </>
  );
}

/** A strip along the top or bottom edge that the grid turns into a resize when dragged. */
function ResizeHandle({ edge }: { edge: 'top' | 'bottom' }) {
  return (
    <span
      aria-hidden
      data-drag={edge === 'top' ? 'resize-top' : 'resize-bottom'}
      className={cn(
        'absolute inset-x-0 h-1.5 cursor-ns-resize hover:bg-slate-900/15',
        edge === 'top' ? 'top-0' : 'bottom-0',
      )}
    />
  );
}
