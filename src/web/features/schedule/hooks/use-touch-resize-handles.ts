import { useEffect, useRef, type RefObject } from 'react';
import type { ResizeEdge } from '../../../../shared/schedule/slots';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import { declaredEdges } from '../drag/resize-edge';
import { touchHandleClass, wasTapped } from '../drag/touch-handles';

function createHandle(edge: ResizeEdge): HTMLSpanElement {
  const handle = document.createElement('span');
  handle.setAttribute('aria-hidden', 'true');
  handle.dataset.resizeHandle = edge;
  handle.className = touchHandleClass(edge);
  return handle;
}

/**
 * Round resize handles of 24 x 24 px (WCAG 2.2 target size) on the block a finger tapped: a
 * finger cannot find the 6 px strips along a block's edges that a mouse uses. The tapped block is
 * the selected one until a tap or click lands elsewhere in the grid; its handles sit on its top
 * and bottom edges, half outside it, on opposite corners so that they never overlap on a 15-minute
 * show. Like the hover strips they are moved in by hand, not rendered, so no block re-renders
 * (DESIGN.md D7); they are put back after every change of the week, as a resized block may now be
 * cut differently at midnight. A press on one resizes at once (drag/touch-pickup.ts).
 */
export function useTouchResizeHandles(
  layer: RefObject<HTMLElement | null>,
  blocks: readonly ScheduledBlock[],
): void {
  const replace = useRef<() => void>(() => undefined);
  useEffect(() => {
    const node = layer.current;
    if (!node) return;
    const handles = { top: createHandle('top'), bottom: createHandle('bottom') };
    const coarse = window.matchMedia('(pointer: coarse)');
    let selected: string | null = null;
    let raised: HTMLElement[] = [];

    const place = () => {
      handles.top.remove();
      handles.bottom.remove();
      for (const wrapper of raised) wrapper.style.zIndex = '';
      raised = [];
      if (!selected) return;
      const pieces = node.querySelectorAll<HTMLElement>(
        `[data-block-id="${CSS.escape(selected)}"]`,
      );
      for (const piece of pieces) {
        const wrapper = piece.parentElement;
        const edges = declaredEdges(piece);
        if (!wrapper || edges.length === 0) continue;
        for (const edge of edges) {
          handles[edge].dataset.handleFor = selected;
          wrapper.append(handles[edge]);
        }
        // Above the neighbours its handles reach over.
        wrapper.style.zIndex = '20';
        raised.push(wrapper);
      }
      if (raised.length === 0) selected = null;
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[data-resize-handle]')) return;
      const blockId = target?.closest<HTMLElement>('[data-resize]')?.dataset.blockId ?? null;
      selected = blockId && (wasTapped(event) || coarse.matches) ? blockId : null;
      place();
    };
    node.addEventListener('click', onClick);
    replace.current = place;
    return () => {
      node.removeEventListener('click', onClick);
      selected = null;
      place();
      replace.current = () => undefined;
    };
  }, [layer]);
  useEffect(() => {
    replace.current();
  }, [blocks]);
}
