import { describe, expect, it } from 'vitest';
import { checkPlacement, nextStatus } from './placement';

const draft = { status: 'draft' as const, isPast: false };
const finalized = { status: 'finalized' as const, isPast: false };
const existing = [{ id: 'a', dayIndex: 2, timeIndex: 40, duration: 8 }];

describe('checkPlacement', () => {
  it.each([
    [{ dayIndex: 7, timeIndex: 0, duration: 4 }, draft, 'Out of bounds'],
    [{ dayIndex: -1, timeIndex: 0, duration: 4 }, draft, 'Out of bounds'],
    [{ dayIndex: 0, timeIndex: -1, duration: 4 }, draft, 'Out of bounds'],
    [{ dayIndex: 0, timeIndex: 96, duration: 4 }, draft, 'Out of bounds'],
    [{ dayIndex: 0, timeIndex: 0, duration: 0 }, draft, 'Out of bounds'],
    [{ dayIndex: 0, timeIndex: 1.5, duration: 4 }, draft, 'Out of bounds'],
    [
      { dayIndex: 0, timeIndex: 0, duration: 4 },
      { status: 'draft' as const, isPast: true },
      'Cannot edit past weeks',
    ],
    [{ dayIndex: 6, timeIndex: 92, duration: 8 }, draft, 'Show extends beyond week'],
    [
      { dayIndex: 2, timeIndex: 44, duration: 4 },
      finalized,
      'Cannot create overlaps in finalized week',
    ],
  ])('%j in %j is refused: %s', (p, week, message) => {
    expect(checkPlacement(p, week, existing)).toMatchObject({ ok: false, message });
  });

  it.each([
    [{ dayIndex: 2, timeIndex: 44, duration: 4 }, draft, true],
    [{ dayIndex: 2, timeIndex: 48, duration: 4 }, finalized, false],
    [{ dayIndex: 6, timeIndex: 88, duration: 8 }, draft, false], // ends exactly at the week's end
    [{ dayIndex: 1, timeIndex: 92, duration: 8 }, finalized, false], // continues into Tuesday
  ])('%j in %j is allowed (overlaps: %s)', (p, week, overlaps) => {
    expect(checkPlacement(p, week, existing)).toEqual({ ok: true, overlaps });
  });

  it('does not compare a moved show with itself, even in a finalized week', () => {
    expect(
      checkPlacement({ dayIndex: 2, timeIndex: 42, duration: 8 }, finalized, existing, 'a'),
    ).toEqual({ ok: true, overlaps: false });
  });
});

describe('nextStatus', () => {
  it.each([
    ['not-started', 'save-draft', 'draft'],
    ['draft', 'save-draft', null],
    ['finalized', 'save-draft', null],
    ['not-started', 'finalize', 'finalized'],
    ['draft', 'finalize', 'finalized'],
    ['finalized', 'finalize', null],
    ['finalized', 'revert', 'draft'],
    ['draft', 'revert', null],
    ['not-started', 'revert', null],
  ] as const)('%s + %s gives %s', (from, action, to) => expect(nextStatus(from, action)).toBe(to));
});
