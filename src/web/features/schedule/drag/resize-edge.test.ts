import { describe, expect, it } from 'vitest';
import type { ResizeEdge } from '../../../../shared/schedule/slots';
import { resizeEdgeAt, resizeEdges } from './resize-edge';

describe('resizeEdges', () => {
  it.each([
    { movable: true, continuation: false, last: true, edges: ['top', 'bottom'] },
    { movable: true, continuation: false, last: false, edges: ['top'] },
    { movable: true, continuation: true, last: true, edges: ['bottom'] },
    { movable: true, continuation: true, last: false, edges: [] },
    { movable: false, continuation: false, last: true, edges: [] },
  ])(
    'movable $movable, continuation $continuation, last $last: $edges',
    ({ movable, continuation, last, edges }) => {
      expect(resizeEdges(movable, continuation, last)).toEqual(edges);
    },
  );
});

describe('resizeEdgeAt', () => {
  const both: ResizeEdge[] = ['top', 'bottom'];
  it.each([
    // A one-slot piece: 16 px inside its borders.
    { y: 0, height: 16, edges: both, edge: 'top' },
    { y: 5.9, height: 16, edges: both, edge: 'top' },
    { y: 6, height: 16, edges: both, edge: null },
    { y: 9.9, height: 16, edges: both, edge: null },
    { y: 10, height: 16, edges: both, edge: 'bottom' },
    { y: 15.5, height: 16, edges: both, edge: 'bottom' },
    // On the border or outside the piece: not a strip.
    { y: -1, height: 16, edges: both, edge: null },
    { y: 16, height: 16, edges: both, edge: null },
    // Only the edges the piece declares.
    { y: 2, height: 76, edges: ['bottom'], edge: null },
    { y: 74, height: 76, edges: ['top'], edge: null },
    { y: 2, height: 76, edges: [], edge: null },
    // Strips that meet on a short piece: the bottom one is on top.
    { y: 4, height: 8, edges: both, edge: 'bottom' },
    { y: 1, height: 8, edges: both, edge: 'top' },
  ] as const)('y $y of $height with $edges: $edge', ({ y, height, edges, edge }) => {
    expect(resizeEdgeAt(y, height, edges)).toBe(edge);
  });
});
