import { describe, expect, it } from 'vitest';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import {
  cellAt,
  changesPlacement,
  dropPlacement,
  evaluatePreview,
  grabOffset,
  placementAt,
  samePreview,
  scrolledGeometry,
  visibleSegments,
  type GridGeometry,
} from './preview';
import { block as fixtureBlock } from '../../../../shared/exchange/week-document/scheduled-block.fixture';

// Columns 700 px wide (100 px a day) at x 100; scrolled so 08:00 (640 px) is at the body top.
const grid: GridGeometry = {
  columns: { left: 100, top: 60 - 640, width: 700 },
  view: { left: 36, right: 800, top: 0, bodyTop: 60, bottom: 560 },
};

const block = (over: Partial<ScheduledBlock> = {}): ScheduledBlock =>
  fixtureBlock({
    templateId: 't1',
    showGenres: [],
    djNames: [],
    dayIndex: 1,
    duration: 8,
    ...over,
  });

const draft = { status: 'draft' as const, isPast: false };

describe('cellAt', () => {
  it('finds the day and slot under the pointer, scroll included', () => {
    // x 260 is Tuesday? no: (260-100)/100 = 1.6, Monday; y 60 + 45 is 08:00 + 2 slots.
    expect(cellAt(260, 105, grid)).toEqual({ dayIndex: 1, timeIndex: 34, contentY: 685 });
  });

  it('is null outside the visible columns: over the time column, below or above the grid', () => {
    expect(cellAt(80, 200, grid)).toBeNull();
    expect(cellAt(801, 200, grid)).toBeNull();
    expect(cellAt(300, 560, grid)).toBeNull();
    expect(cellAt(300, -1, grid)).toBeNull();
  });

  it('follows scrolling without measuring again', () => {
    const scrolled = scrolledGeometry(grid, { top: 200, left: 0 });
    expect(cellAt(260, 105, scrolled)?.timeIndex).toBe(44);
    expect(scrolledGeometry(grid, { top: 0, left: 0 })).toBe(grid);
  });

  it('counts the sticky header band as the first visible row', () => {
    expect(cellAt(150, 10, grid)?.timeIndex).toBe(32);
  });
});

describe('dropPlacement', () => {
  const cell = { dayIndex: 2, timeIndex: 40, contentY: 40 * 20 + 5 };

  it('starts a new show at the slot under the pointer', () => {
    const source = {
      kind: 'create',
      templateId: 't',
      name: 'N',
      color: '#fff',
      duration: 8,
      djNames: [],
    } as const;
    expect(dropPlacement(source, cell).placement).toEqual({
      dayIndex: 2,
      timeIndex: 40,
      duration: 8,
    });
  });

  it('keeps the grabbed slot under the pointer when moving, across midnight too', () => {
    const b = block();
    const grabbed = grabOffset({ dayIndex: 1, timeIndex: 43, contentY: 0 }, b);
    expect(grabbed).toBe(3);
    const source = { kind: 'move', block: b, grabOffset: grabbed } as const;
    expect(dropPlacement(source, cell).placement).toEqual({
      dayIndex: 2,
      timeIndex: 37,
      duration: 8,
    });
    expect(dropPlacement(source, { dayIndex: 3, timeIndex: 1, contentY: 25 }).placement).toEqual({
      dayIndex: 2,
      timeIndex: 94,
      duration: 8,
    });
  });

  it('moves an edge one slot per 20 px and flags a resize past midnight', () => {
    const b = block({ timeIndex: 88, duration: 4 }); // 22:00-23:00
    const source = { kind: 'resize', block: b, edge: 'bottom', startY: 92 * 20 } as const;
    expect(dropPlacement(source, { dayIndex: 1, timeIndex: 94, contentY: 92 * 20 + 45 })).toEqual({
      placement: { dayIndex: 1, timeIndex: 88, duration: 6 },
      withinDay: true,
    });
    expect(
      dropPlacement(source, { dayIndex: 1, timeIndex: 95, contentY: 92 * 20 + 100 }).withinDay,
    ).toBe(false);
    const top = { kind: 'resize', block: b, edge: 'top', startY: 88 * 20 } as const;
    expect(
      dropPlacement(top, { dayIndex: 1, timeIndex: 86, contentY: 88 * 20 - 40 }).placement,
    ).toEqual({ dayIndex: 1, timeIndex: 86, duration: 6 });
  });
});

describe('resize previews', () => {
  it('stays drawn, one slot at the top, when the bottom edge passes above the top', () => {
    const b = block({ timeIndex: 40, duration: 4 }); // 10:00-11:00
    const source = { kind: 'resize', block: b, edge: 'bottom', startY: 44 * 20 } as const;
    const drop = dropPlacement(source, { dayIndex: 1, timeIndex: 36, contentY: 36 * 20 });
    expect(drop).toEqual({
      placement: { dayIndex: 1, timeIndex: 40, duration: 1 },
      withinDay: false,
    });
    const preview = evaluatePreview(
      source,
      drop.placement,
      { ...draft, blocks: [b] },
      drop.withinDay,
    );
    expect(preview.isValid).toBe(false);
    expect(visibleSegments(preview.placement)).toHaveLength(1);
  });

  it('stays drawn, one slot at the bottom, when the top edge passes below the bottom', () => {
    const b = block({ timeIndex: 40, duration: 4 });
    const source = { kind: 'resize', block: b, edge: 'top', startY: 40 * 20 } as const;
    const drop = dropPlacement(source, { dayIndex: 1, timeIndex: 50, contentY: 50 * 20 });
    expect(drop).toEqual({
      placement: { dayIndex: 1, timeIndex: 43, duration: 1 },
      withinDay: false,
    });
  });

  it('resizes a show past midnight from either end', () => {
    const b = block({ timeIndex: 92, duration: 8 }); // Monday 23:00 - Tuesday 01:00
    const week = { ...draft, blocks: [b] };
    // The bottom edge sits in Tuesday's column at 01:00 (y 80): up to 00:00 ends it at midnight.
    const bottom = { kind: 'resize', block: b, edge: 'bottom', startY: 80 } as const;
    const shortened = dropPlacement(bottom, { dayIndex: 2, timeIndex: 0, contentY: 0 });
    expect(shortened).toEqual({
      placement: { dayIndex: 1, timeIndex: 92, duration: 4 },
      withinDay: true,
    });
    expect(evaluatePreview(bottom, shortened.placement, week).isValid).toBe(true);
    const longer = dropPlacement(bottom, { dayIndex: 2, timeIndex: 8, contentY: 160 });
    expect(
      evaluatePreview(bottom, longer.placement, week, longer.withinDay).placement.duration,
    ).toBe(12);
    expect(longer.withinDay).toBe(true);
    // The top edge in Monday's column at 23:00: up an hour starts it at 22:00.
    const top = { kind: 'resize', block: b, edge: 'top', startY: 92 * 20 } as const;
    const earlier = dropPlacement(top, { dayIndex: 1, timeIndex: 88, contentY: 88 * 20 });
    expect(earlier).toEqual({
      placement: { dayIndex: 1, timeIndex: 88, duration: 12 },
      withinDay: true,
    });
    expect(evaluatePreview(top, earlier.placement, week).isValid).toBe(true);
  });
});

describe('DJ clashes in the preview', () => {
  const jazz = block({
    id: 'jazz',
    showName: 'Jazz Hour',
    djNames: ['Ava Brooks'],
    dayIndex: 2,
    timeIndex: 40,
    duration: 4,
  });
  const week = { ...draft, blocks: [jazz] };
  const source = {
    kind: 'create',
    templateId: 't',
    name: 'Morning Drive',
    color: '#fff',
    duration: 8,
    djNames: ['Ava Brooks', 'Bo'],
  } as const;

  it('names the DJ and the other show, without stopping the drop', () => {
    expect(evaluatePreview(source, placementAt(2 * 96 + 36, 8), week)).toMatchObject({
      isValid: true,
      isOverlapping: true,
      djClashes: ['Ava Brooks is also on Jazz Hour, Tue 10:00–11:00'],
    });
  });

  it('is quiet for a show that only touches, and for other DJs', () => {
    expect(evaluatePreview(source, placementAt(2 * 96 + 32, 8), week).djClashes).toEqual([]);
    const other = { ...source, djNames: ['Cy'] };
    expect(evaluatePreview(other, placementAt(2 * 96 + 36, 8), week).djClashes).toEqual([]);
  });

  it('does not compare a moved block with itself', () => {
    const move = { kind: 'move', block: jazz, grabOffset: 0 } as const;
    expect(evaluatePreview(move, placementAt(2 * 96 + 41, 4), week).djClashes).toEqual([]);
  });
});

describe('evaluatePreview', () => {
  const other = block({ id: 'b2', dayIndex: 2, timeIndex: 40, duration: 8 });
  const create = {
    kind: 'create',
    templateId: 't',
    name: 'N',
    color: '#fff',
    duration: 4,
    djNames: ['Ava Brooks'],
  } as const;

  it('is green on a free slot, yellow on top of another show, red beyond the week', () => {
    const week = { ...draft, blocks: [other] };
    expect(evaluatePreview(create, placementAt(0, 4), week)).toMatchObject({
      isValid: true,
      isOverlapping: false,
      message: null,
    });
    expect(evaluatePreview(create, placementAt(2 * 96 + 42, 4), week)).toMatchObject({
      isValid: true,
      isOverlapping: true,
    });
    expect(evaluatePreview(create, placementAt(6 * 96 + 94, 4), week)).toMatchObject({
      isValid: false,
      message: 'Show extends beyond week',
    });
  });

  it('refuses an overlap in a finalized week and anything in a past week', () => {
    const finalized = { status: 'finalized' as const, isPast: false, blocks: [other] };
    expect(evaluatePreview(create, placementAt(2 * 96 + 42, 4), finalized).message).toBe(
      'Cannot create overlaps in finalized week',
    );
    const past = { ...draft, isPast: true, blocks: [] };
    expect(evaluatePreview(create, placementAt(0, 4), past).message).toBe('Cannot edit past weeks');
  });

  it('does not compare a moved block with itself', () => {
    const source = { kind: 'move', block: other, grabOffset: 0 } as const;
    const week = { ...draft, blocks: [other] };
    expect(evaluatePreview(source, placementAt(2 * 96 + 41, 8), week).isOverlapping).toBe(false);
  });

  it('is red with the resize limits when the edge passes midnight', () => {
    const source = { kind: 'resize', block: other, edge: 'bottom', startY: 0 } as const;
    const week = { ...draft, blocks: [other] };
    expect(evaluatePreview(source, placementAt(0, 4), week, false)).toMatchObject({
      isValid: false,
      message: 'A show lasts at least 15 minutes and ends by midnight',
    });
  });
});

describe('samePreview and changesPlacement', () => {
  it('compares what is drawn', () => {
    const a = {
      placement: placementAt(5, 4),
      isValid: true,
      isOverlapping: false,
      message: null,
      djClashes: [],
    };
    expect(samePreview(a, { ...a, placement: placementAt(5, 4) })).toBe(true);
    expect(samePreview(a, { ...a, placement: placementAt(6, 4) })).toBe(false);
    expect(samePreview(a, null)).toBe(false);
    expect(samePreview(null, null)).toBe(true);
  });

  it('tells whether a drop moved or resized the block', () => {
    expect(changesPlacement(block(), { dayIndex: 1, timeIndex: 40, duration: 8 })).toBe(false);
    expect(changesPlacement(block(), { dayIndex: 1, timeIndex: 41, duration: 8 })).toBe(true);
  });
});

describe('visibleSegments', () => {
  it('cuts a preview at midnight and at the edges of the week', () => {
    expect(visibleSegments({ dayIndex: 1, timeIndex: 92, duration: 8 })).toEqual([
      { dayIndex: 1, timeIndex: 92, duration: 4, continuation: false },
      { dayIndex: 2, timeIndex: 0, duration: 4, continuation: true },
    ]);
    expect(visibleSegments({ dayIndex: -1, timeIndex: 94, duration: 4 })).toEqual([
      { dayIndex: 0, timeIndex: 0, duration: 2, continuation: false },
    ]);
    expect(visibleSegments({ dayIndex: 6, timeIndex: 94, duration: 4 })).toEqual([
      { dayIndex: 6, timeIndex: 94, duration: 2, continuation: false },
    ]);
  });
});
