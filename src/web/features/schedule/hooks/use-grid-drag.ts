import type { DragStartEvent } from '@dnd-kit/core';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { scrollBand } from '../../../../shared/schedule/auto-scroll';
import { missingTimeRefusal } from '../../../../shared/schedule/clock-change';
import type { Placement, ResizeEdge } from '../../../../shared/schedule/slots';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { isSeriesInstance } from '../block-text';
import type { Press } from '../components/drag-surface';
import type { DragStore } from '../drag/drag-store';
import type { CreateSource, DragSource, Preview } from '../drag/drag-types';
import { readGeometry, type GridElements } from '../drag/grid-geometry';
import { edgeUnderPointer } from '../drag/resize-edge';
import {
  startPointerSession,
  type Point,
  type PointerSession,
  type ScrollDelta,
} from '../drag/pointer-session';
import {
  cellAt,
  dropPlacement,
  evaluatePreview,
  grabOffset,
  samePreview,
  scrolledGeometry,
  type GridGeometry,
} from '../drag/preview';
import { showTouchLift } from '../drag/touch-lift';
import { chipOffset, isTouchPress, pressesResizeHandle, pressPoint } from '../drag/touch-pickup';
import { drawnBlocks } from '../block-text';
import type { Clock } from '../../../../shared/i18n/clock-text';
import { ENGLISH_WORDS, sayText, type ScheduleWords } from '../schedule-words';

type GridDragOptions = {
  store: DragStore;
  elements: GridElements;
  week: WeekView | undefined;
  /** False for past weeks (and while the week loads): nothing can be dragged or dropped. */
  editable: boolean;
  /** The library show a panel row stands for. */
  showFor: (templateId: string) => CreateSource | null;
  /** Saves a valid drop; resolves when the server has answered. */
  commit: (source: DragSource, preview: Preview) => Promise<void>;
  /** The station's zone, whose change days refuse drops into skipped time. */
  timeZone: string;
  /** Says why a drop was refused, where the preview alone cannot (a change day's skipped time). */
  onRefused: (message: string) => void;
  /** The screen's words and the reader's clock the preview is said in. */
  words?: ScheduleWords;
  clock?: Clock;
};

/** The grid's week as the preview checks see it. */
export function previewWeek(
  week: WeekView,
  timeZone: string,
  words: ScheduleWords = ENGLISH_WORDS,
  clock: Clock = '24h',
) {
  return {
    status: week.status,
    isPast: week.isPast,
    blocks: drawnBlocks(week),
    overnightContinues: week.overnightContinues,
    clockRefusal: (placement: Placement) => {
      const refusal = missingTimeRefusal(week.id, placement, timeZone, undefined, clock);
      return refusal && sayText(words, refusal);
    },
    words,
    clock,
  };
}

/**
 * Pointer and touch drags on the schedule (DESIGN.md D7): dnd-kit's sensors decide when a drag
 * starts and ends (a mouse after 4 px, a finger after a long press: drag/touch-pickup.ts; Escape
 * cancels), and a finger's pickup is shown lifted; the slot comes from the pointer position over
 * the grid, never from per-slot drop targets; the preview goes to the drag store, which only the
 * overlay reads. A drop needs a valid preview and a week that is not past, else it is cancelled.
 */
export function useGridDrag(options: GridDragOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const pending = useRef<DragSource | null>(null);
  const session = useRef<PointerSession | null>(null);
  const chip = useRef<HTMLDivElement | null>(null);
  const lifted = useRef<HTMLElement[]>([]);
  /** The library card pressed, raised when a finger picks it up. */
  const pressedCard = useRef<HTMLElement | null>(null);
  /** Whether a finger drives the drag (the chip then sits above it), and how to lower it. */
  const touch = useRef<{ lower: () => void } | null>(null);
  /** The grid measured when the drag began; scrolling since is added, not measured again. */
  const geometry = useRef<GridGeometry | null>(null);

  const publish = useCallback((pointer: Point, scrolled: ScrollDelta) => {
    const { store, week } = latest.current;
    const { source, preview } = store.get();
    if (!source || !week || !geometry.current) return;
    const cell = cellAt(pointer.x, pointer.y, scrolledGeometry(geometry.current, scrolled));
    const drop = cell && dropPlacement(source, cell);
    const next =
      drop &&
      evaluatePreview(
        source,
        drop.placement,
        previewWeek(week, latest.current.timeZone, latest.current.words, latest.current.clock),
        drop.withinDay,
      );
    store.set({ preview: samePreview(preview, next) ? preview : next });
  }, []);

  /** Dims the dragged block's pieces without re-rendering them (React leaves the attribute be). */
  const lift = useCallback((blockId: string | null) => {
    for (const node of lifted.current) delete node.dataset.dragging;
    lifted.current = [];
    const columns = latest.current.elements.columns.current;
    if (!blockId || !columns) return;
    lifted.current = [...columns.querySelectorAll<HTMLElement>(`[data-block-id="${blockId}"]`)];
    for (const node of lifted.current) node.dataset.dragging = 'true';
  }, []);

  /**
   * A press on a block, its edge or a selected block's touch resize handle (which sits beside
   * the piece, naming its block and edge): remember what would be dragged.
   */
  const grabBlock = useCallback((press: Press): boolean => {
    pending.current = null;
    const { editable, week, elements } = latest.current;
    if (!editable || !week || !(press.target instanceof Element)) return false;
    const handle = pressesResizeHandle(press.target)
      ? press.target.closest<HTMLElement>('[data-resize-handle]')
      : null;
    const piece = handle ? null : press.target.closest<HTMLElement>('[data-drag]');
    const blockId = handle
      ? handle.dataset.handleFor
      : piece?.closest<HTMLElement>('[data-block-id]')?.dataset.blockId;
    const block = week.blocks.find((b) => b.id === blockId);
    const geometry = readGeometry(elements);
    const cell = geometry && cellAt(press.clientX, press.clientY, geometry);
    if (!(piece || handle) || !block || !cell || isSeriesInstance(block)) return false;
    const edge = handle ? handleEdge(handle) : piece && edgeUnderPointer(piece, press.clientY);
    if (edge) {
      pending.current = { kind: 'resize', block, edge, startY: cell.contentY };
    } else {
      pending.current = { kind: 'move', block, grabOffset: grabOffset(cell, block) };
    }
    return true;
  }, []);

  /** A press on a library row (not on its buttons): remember the show. */
  const grabShow = useCallback((press: Press): boolean => {
    pending.current = null;
    const { editable, showFor } = latest.current;
    const { target } = press;
    if (!editable || !(target instanceof Element)) return false;
    if (target.closest('button, a, input, select, textarea, [role="button"]')) return false;
    const card = target.closest<HTMLElement>('[data-show-id]');
    const show = card?.dataset.showId ? showFor(card.dataset.showId) : null;
    if (!show) return false;
    pending.current = show;
    pressedCard.current = card;
    return true;
  }, []);

  const finish = useCallback(
    (drop: boolean) => {
      const current = session.current;
      if (current) {
        // The pointer may have moved since the last frame: decide on where it was released.
        if (drop) current.flush();
        current.stop();
        session.current = null;
      }
      touch.current?.lower();
      touch.current = null;
      const { store, week, commit, onRefused } = latest.current;
      const { source, preview } = store.get();
      store.set({ source: null, preview: null });
      if (drop && preview?.sayOnDrop && preview.message) onRefused(preview.message);
      if (!drop || !source || !preview || !preview.isValid || !week || week.isPast) {
        lift(null);
        return;
      }
      void commit(source, preview).finally(() => lift(null));
    },
    [lift],
  );

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const source = pending.current;
      pending.current = null;
      const viewport = latest.current.elements.viewport.current;
      const start = pressPoint(event.activatorEvent);
      if (!source || !viewport || !start) return;
      const { store, elements } = latest.current;
      geometry.current = readGeometry(elements);
      store.set({ source, preview: null });
      lift(source.kind === 'create' ? null : source.block.id);
      if (isTouchPress(event.activatorEvent)) {
        const card = source.kind === 'create' ? pressedCard.current : null;
        const raised = card ? [card] : lifted.current;
        touch.current = { lower: showTouchLift(raised, elements.columns.current) };
      }
      pressedCard.current = null;
      const view = geometry.current?.view;
      session.current = startPointerSession({
        start,
        viewport,
        // Auto-scroll starts at the edges of the rows in sight, not under the day headers or
        // below the window (a finger near the bottom of a tablet's short grid is not at its edge).
        band: view ? scrollBand(view, window.innerHeight) : undefined,
        // SPEC.md §4: auto-scroll while dragging (not resizing) with a preview.
        autoScroll: () => source.kind !== 'resize' && store.get().preview !== null,
        update: publish,
        follow: (pointer) => {
          if (chip.current)
            chip.current.style.transform = chipTransform(pointer, touch.current !== null);
        },
      });
    },
    [lift, publish],
  );

  const handlers = useMemo(
    () => ({
      onDragStart,
      onDragEnd: () => finish(true),
      onDragCancel: () => finish(false),
      onDragAbort: () => {
        pending.current = null;
        pressedCard.current = null;
      },
    }),
    [finish, onDragStart],
  );

  const chipRef = useCallback((node: HTMLDivElement | null) => {
    chip.current = node;
    const pointer = session.current?.pointer();
    if (node && pointer) node.style.transform = chipTransform(pointer, touch.current !== null);
  }, []);

  return { handlers, grabBlock, grabShow, chipRef };
}

function chipTransform(pointer: Point, byTouch: boolean): string {
  const offset = chipOffset(byTouch);
  return `translate(${pointer.x + offset.x}px, ${pointer.y + offset.y}px)`;
}

/** The resize edge a touch handle stands for (its data-resize-handle). */
function handleEdge(handle: HTMLElement): ResizeEdge | null {
  const edge = handle.dataset.resizeHandle;
  return edge === 'top' || edge === 'bottom' ? edge : null;
}
