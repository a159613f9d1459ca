import type { ResizeEdge } from '../../../../shared/schedule/slots';

/** How tall the strip along a piece's top or bottom edge is that resizes it (the handles' h-1.5). */
export const RESIZE_STRIP_PX = 6;

/**
 * The edges a piece of a block resizes from: the top on the piece where the show starts, the
 * bottom on the piece where it ends (a show past midnight is two pieces), none when it cannot be
 * moved at all.
 */
export function resizeEdges(movable: boolean, continuation: boolean, last: boolean): ResizeEdge[] {
  if (!movable) return [];
  const edges: ResizeEdge[] = [];
  if (!continuation) edges.push('top');
  if (last) edges.push('bottom');
  return edges;
}

/**
 * Which edge a pointer grabs at `y` px below the top of a piece's padding box, `height` px tall,
 * or null for the middle (a move). The bottom strip wins where the two meet on a short piece, as
 * its handle is drawn over the top one.
 */
export function resizeEdgeAt(
  y: number,
  height: number,
  edges: readonly ResizeEdge[],
): ResizeEdge | null {
  if (y < 0 || y >= height) return null;
  if (edges.includes('bottom') && y >= height - RESIZE_STRIP_PX) return 'bottom';
  if (edges.includes('top') && y < RESIZE_STRIP_PX) return 'top';
  return null;
}

/** The edges a piece on the page declares (its data-resize attribute, as written by the grid). */
export function declaredEdges(piece: HTMLElement): ResizeEdge[] {
  const value = piece.dataset.resize ?? '';
  return value.split(' ').filter((edge): edge is ResizeEdge => edge === 'top' || edge === 'bottom');
}

/**
 * The edge under a pointer on a piece, measured rather than hit-tested: the handles are only put
 * in the piece under the pointer (use-hover-resize-handles.ts), and a touch lands before that.
 */
export function edgeUnderPointer(piece: HTMLElement, clientY: number): ResizeEdge | null {
  const edges = declaredEdges(piece);
  if (edges.length === 0) return null;
  const box = piece.getBoundingClientRect();
  return resizeEdgeAt(clientY - box.top - piece.clientTop, piece.clientHeight, edges);
}
