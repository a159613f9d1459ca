import { useEffect, type RefObject } from 'react';
import type { ResizeEdge } from '../../../../shared/schedule/slots';
import { declaredEdges } from '../drag/resize-edge';

const HANDLE_CLASS: Record<ResizeEdge, string> = {
  top: 'absolute inset-x-0 top-0 h-1.5 cursor-ns-resize hover:bg-slate-900/15',
  bottom: 'absolute inset-x-0 bottom-0 h-1.5 cursor-ns-resize hover:bg-slate-900/15',
};

function createHandle(edge: ResizeEdge): HTMLSpanElement {
  const handle = document.createElement('span');
  handle.setAttribute('aria-hidden', 'true');
  handle.className = HANDLE_CLASS[edge];
  return handle;
}

/**
 * The strips along a block's edges that show the resize cursor and light up under the pointer.
 * Only the piece under the pointer has them: two positioned elements in each of 672 blocks were a
 * sixth of the week's first render (DESIGN.md §6), and a strip is only ever seen under the
 * pointer. They are moved into the piece by hand, not rendered, so no block re-renders as the
 * pointer crosses the grid (DESIGN.md D7); a click on one still reaches the block's own handler,
 * as React finds the block from the DOM. Which edge a pointer-down grabs is measured
 * (drag/resize-edge.ts), so a touch that lands before any pointer hovered works the same.
 */
export function useHoverResizeHandles(layer: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = layer.current;
    if (!node) return;
    const handles = { top: createHandle('top'), bottom: createHandle('bottom') };
    // Checked again at every pointerover, so a piece that lost an edge (it now continues past
    // midnight, say) loses that strip too.
    const place = (piece: HTMLElement | null) => {
      const wanted = piece ? declaredEdges(piece).map((edge) => handles[edge]) : [];
      const attached = [handles.top, handles.bottom].filter((h) => h.parentElement !== null);
      if (attached.length === wanted.length && wanted.every((h) => h.parentElement === piece)) {
        return;
      }
      handles.top.remove();
      handles.bottom.remove();
      piece?.append(...wanted);
    };
    const onPointerOver = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      place(target?.closest<HTMLElement>('[data-block-id]') ?? null);
    };
    node.addEventListener('pointerover', onPointerOver);
    return () => {
      node.removeEventListener('pointerover', onPointerOver);
      place(null);
    };
  }, [layer]);
}
