import { describe, expect, it } from 'vitest';
import type { RowsVirtualizer } from './use-list-rows';
import { rowsLayout } from './use-list-rows';
import { libraryColumns } from './virtual-card-grid';

/** A virtualizer's answer: rows of `height` px from `margin`, the given ones drawn. */
function drawn(indexes: number[], height: number, count: number, margin = 100): RowsVirtualizer {
  return {
    options: { scrollMargin: margin },
    getTotalSize: () => count * height,
    getVirtualItems: () =>
      indexes.map((index) => ({
        index,
        key: index,
        lane: 0,
        size: height,
        start: margin + index * height,
        end: margin + (index + 1) * height,
      })),
    measureElement: () => {},
  };
}

describe('the space left for rows not drawn', () => {
  it('keeps the whole height: rows above as space before the first, rows below as space after', () => {
    expect(rowsLayout(drawn([10, 11, 12], 50, 100))).toEqual({
      rows: [
        { index: 10, spaceBefore: 500 },
        { index: 11, spaceBefore: 0 },
        { index: 12, spaceBefore: 0 },
      ],
      spaceAfter: 87 * 50,
    });
  });

  it('puts the rows between the view and a kept focused row as space before the kept one', () => {
    const layout = rowsLayout(drawn([0, 40, 41], 50, 100));
    expect(layout.rows.map((row) => row.spaceBefore)).toEqual([0, 39 * 50, 0]);
    expect(layout.spaceAfter).toBe(58 * 50);
  });

  it('leaves nothing when every row is drawn', () => {
    expect(rowsLayout(drawn([0, 1, 2], 50, 3)).spaceAfter).toBe(0);
  });
});

describe('the library columns', () => {
  it('follow the list width as the page gave them at 640, 1024 and 1280 px windows', () => {
    expect([358, 592, 960, 1216].map(libraryColumns)).toEqual([1, 2, 3, 4]);
  });
});
