import { memo, useMemo, type ReactNode } from 'react';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { cn } from '../../../lib/cn';
import type { DragStore } from '../drag/drag-store';
import type { GridElements } from '../drag/grid-geometry';
import { slots } from '../grid-layout';
import { dayMinPx, mostLanes } from '../overlap-width';
import { BlocksLayer } from './blocks-layer';
import { DayColumns } from './day-columns';
import { DayHeaders } from './day-headers';
import { DragPreview } from './drag-preview';
import { DragSurface, type Press } from './drag-surface';
import { NowLine } from './now-line';
import { ClockChangeBands } from '../zone/clock-change-bands';
import { TimeColumns, useTimeColumnsPx } from '../zone/time-columns';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

const gridTemplate = (timePx: number, dayPx: number) =>
  `${timePx}px repeat(7, minmax(${dayPx}px, 1fr))`;

type WeekGridProps = {
  weekId: string;
  blocks: readonly ScheduledBlock[];
  /** What each block's DJ is also on at the same time, by block id (week-clashes.ts). */
  clashes: ReadonlyMap<string, string>;
  editable: boolean;
  /** Blocks whose menu opens for "Ask for a fill-in" though the week is not editable. */
  askable: (block: ScheduledBlock) => boolean;
  /** Today's date in the station zone, and its day in this week (-1 when not this week). */
  today: string;
  todayIndex: number;
  timeZone: string;
  elements: GridElements;
  store: DragStore;
  onGrab: (press: Press) => boolean;
  /** The block menu's anchor, drawn among the blocks so it scrolls with them. */
  menu: ReactNode;
  /** Past weeks are greyed (SPEC.md §2). */
  past: boolean;
  /** Drawn under the shows: the hatched gaps while "Show gaps" is on (decision 0070). */
  gaps?: ReactNode;
};

/**
 * The week: sticky day headers, the hour column, and seven columns of 96 slots of 20 px
 * (SPEC.md §2), one scroll viewport. Blocks, the now line and the single drag preview are layered
 * over the columns.
 */
export const WeekGrid = memo(function WeekGrid({
  weekId,
  blocks,
  clashes,
  editable,
  askable,
  today,
  todayIndex,
  timeZone,
  elements,
  store,
  onGrab,
  menu,
  past,
  gaps,
}: WeekGridProps) {
  const t = useT(schedule);
  // The viewer's time column, when on, widens the first column; the day columns stay put.
  const timePx = useTimeColumnsPx();
  // Overlapping shows side by side keep a readable width: the columns widen for them.
  const lanes = useMemo(() => mostLanes(blocks), [blocks]);
  const dayPx = dayMinPx(lanes);
  const GRID_TEMPLATE = gridTemplate(timePx, dayPx);
  return (
    <div
      ref={elements.viewport}
      id="week-grid"
      role="region"
      aria-label={t('schedule:grid.label')}
      // Focusable, so the grid scrolls with the keyboard even on an empty week.
      tabIndex={0}
      className={cn(
        'relative h-full overflow-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
        // Printed, the whole week shows at once: no scrolling box (see styles.css for the scale).
        'print:h-auto print:overflow-visible',
        past ? 'bg-slate-100' : 'bg-white',
      )}
    >
      <div className="w-full" style={{ minWidth: timePx + 7 * dayPx }}>
        <DayHeaders
          weekId={weekId}
          today={today}
          headerRef={elements.header}
          gridTemplate={GRID_TEMPLATE}
        />
        <div className="grid" style={{ gridTemplateColumns: GRID_TEMPLATE }}>
          <TimeColumns />
          <DragSurface
            id="schedule-grid"
            data-testid="week-columns"
            onGrab={onGrab}
            surfaceRef={elements.columns}
            className={cn(
              // A finger scrolls the grid both ways until a long press picks a show up; then the
              // touch sensor keeps the page still. No double-tap zoom: taps open menus at once.
              'relative col-span-7 touch-manipulation select-none',
              past && 'opacity-70 grayscale',
            )}
            style={{
              height: slots(96),
              // Hour lines every 80 px and fainter half-hour lines.
              backgroundImage:
                'linear-gradient(to bottom, rgb(226 232 240) 1px, transparent 1px), linear-gradient(to bottom, rgb(241 245 249) 1px, transparent 1px)',
              backgroundSize: `100% ${slots(4)}, 100% ${slots(2)}`,
            }}
          >
            <DayColumns todayIndex={todayIndex} />
            {todayIndex >= 0 ? <NowLine dayIndex={todayIndex} timeZone={timeZone} /> : null}
            {gaps}
            <BlocksLayer blocks={blocks} clashes={clashes} editable={editable} askable={askable} />
            <ClockChangeBands blocks={blocks} />
            {/* Contained like the blocks' layer: the preview moving lays out only itself. */}
            <div className="pointer-events-none absolute inset-0 z-30 [contain:strict]">
              <DragPreview store={store} />
            </div>
            {menu}
          </DragSurface>
        </div>
      </div>
    </div>
  );
});
