import type { DragStartEvent } from '@dnd-kit/core';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { isSeriesInstance } from '../block-text';
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
};

/** The grid's week as the preview checks see it. */
export function previewWeek(week: WeekView) {
  return { status: week.status, isPast: week.isPast, blocks: week.blocks };
}

/**
 * Pointer drags on the schedule (DESIGN.md D7): dnd-kit's PointerSensor decides when a drag
 * starts and ends (4 px threshold, Escape cancels); the slot comes from the pointer position over
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
  /** The grid measured when the drag began; scrolling since is added, not measured again. */
  const geometry = useRef<GridGeometry | null>(null);

  const publish = useCallback((pointer: Point, scrolled: ScrollDelta) => {
    const { store, week } = latest.current;
    const { source, preview } = store.get();
    if (!source || !week || !geometry.current) return;
    const cell = cellAt(pointer.x, pointer.y, scrolledGeometry(geometry.current, scrolled));
    const drop = cell && dropPlacement(source, cell);
    const next = drop && evaluatePreview(source, drop.placement, previewWeek(week), drop.withinDay);
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

  /** A pointer-down on a block or its edge: remember what would be dragged. */
  const grabBlock = useCallback((event: ReactPointerEvent<HTMLDivElement>): boolean => {
    pending.current = null;
    const { editable, week, elements } = latest.current;
    if (!editable || !week || !(event.target instanceof Element)) return false;
    const piece = event.target.closest<HTMLElement>('[data-drag]');
    const blockId = piece?.closest<HTMLElement>('[data-block-id]')?.dataset.blockId;
    const block = week.blocks.find((b) => b.id === blockId);
    const geometry = readGeometry(elements);
    const cell = geometry && cellAt(event.clientX, event.clientY, geometry);
    if (!piece || !block || !cell || isSeriesInstance(block)) return false;
    const edge = edgeUnderPointer(piece, event.clientY);
    if (edge) {
      pending.current = { kind: 'resize', block, edge, startY: cell.contentY };
    } else {
      pending.current = { kind: 'move', block, grabOffset: grabOffset(cell, block) };
    }
    return true;
  }, []);

  /** A pointer-down on a library row (not on its buttons): remember the show. */
  const grabShow = useCallback((event: ReactPointerEvent<HTMLDivElement>): boolean => {
    pending.current = null;
    const { editable, showFor } = latest.current;
    if (!editable || !(event.target instanceof Element)) return false;
    if (event.target.closest('button, a, input, select, textarea, [role="button"]')) return false;
    const id = event.target.closest<HTMLElement>('[data-show-id]')?.dataset.showId;
    const show = id ? showFor(id) : null;
    if (!show) return false;
    pending.current = show;
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
      const { store, week, commit } = latest.current;
      const { source, preview } = store.get();
      store.set({ source: null, preview: null });
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
      const start = pointOf(event.activatorEvent);
      if (!source || !viewport || !start) return;
      const { store, elements } = latest.current;
      geometry.current = readGeometry(elements);
      store.set({ source, preview: null });
      lift(source.kind === 'create' ? null : source.block.id);
      session.current = startPointerSession({
        start,
        viewport,
        // SPEC.md §4: auto-scroll while dragging (not resizing) with a preview.
        autoScroll: () => source.kind !== 'resize' && store.get().preview !== null,
        update: publish,
        follow: (pointer) => {
          if (chip.current) chip.current.style.transform = chipTransform(pointer);
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
      },
    }),
    [finish, onDragStart],
  );

  const chipRef = useCallback((node: HTMLDivElement | null) => {
    chip.current = node;
    const pointer = session.current?.pointer();
    if (node && pointer) node.style.transform = chipTransform(pointer);
  }, []);

  return { handlers, grabBlock, grabShow, chipRef };
}

function pointOf(event: Event): Point | null {
  if (event instanceof PointerEvent || event instanceof MouseEvent) {
    return { x: event.clientX, y: event.clientY };
  }
  return null;
}

function chipTransform(pointer: Point): string {
  return `translate(${pointer.x + 14}px, ${pointer.y + 14}px)`;
}
