/** How long the phone buzzes when a finger picks something up: a tick, not an alert. */
const PICKUP_BUZZ_MS = 12;

/**
 * Shows that a long press picked something up: the pressed card or block's pieces are marked
 * lifted (raised, ringed: data-lifted), the grid is marked as followed by a finger (its preview
 * is drawn raised, above the finger's shadow: data-touch-drag), and the device buzzes where it
 * can. Attributes, not state, so nothing re-renders (DESIGN.md D7). Returns the undoing.
 */
export function showTouchLift(nodes: readonly HTMLElement[], grid: HTMLElement | null): () => void {
  for (const node of nodes) node.dataset.lifted = 'true';
  if (grid) grid.dataset.touchDrag = 'true';
  // Not every browser can buzz (desktop, iOS Safari); some refuse before a user gesture.
  if (typeof navigator.vibrate === 'function') navigator.vibrate(PICKUP_BUZZ_MS);
  return () => {
    for (const node of nodes) delete node.dataset.lifted;
    if (grid) delete grid.dataset.touchDrag;
  };
}
