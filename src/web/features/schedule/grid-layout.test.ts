import { describe, expect, it } from 'vitest';
import { DAY_PX } from '../../../shared/schedule/slots';
import { slotBoxStyle } from './grid-layout';

/** A percentage string as a number. */
const percent = (value: unknown) => Number(String(value).replace(/%$/, ''));

describe('slotBoxStyle', () => {
  it.each([
    // A piece alone in its day: the whole day's width.
    { day: 0, slot: 0, slots: 1, lane: 0, lanes: 1, top: 0, bottom: 95, left: 0, width: 1 },
    { day: 1, slot: 40, slots: 8, lane: 0, lanes: 1, top: 40, bottom: 48, left: 1, width: 1 },
    { day: 6, slot: 92, slots: 4, lane: 0, lanes: 1, top: 92, bottom: 0, left: 6, width: 1 },
    // The second of three lanes on a Wednesday.
    {
      day: 3,
      slot: 44,
      slots: 6,
      lane: 1,
      lanes: 3,
      top: 44,
      bottom: 46,
      left: 10 / 3,
      width: 1 / 3,
    },
  ])('day $day, slot $slot for $slots, lane $lane of $lanes', (row) => {
    const style = slotBoxStyle(row.day, row.slot, row.slots, row.lane, row.lanes);
    // Slot edges, in slots of the day (less the nudge, far below a 64th of a pixel).
    const slotsOf = (value: unknown) => (percent(value) / 100) * 96;
    expect(slotsOf(style.top)).toBeCloseTo(row.top, 3);
    expect(slotsOf(style.bottom)).toBeCloseTo(row.bottom, 3);
    // Day edges, in days of the week.
    expect((percent(style.left) / 100) * 7).toBeCloseTo(row.left, 9);
    expect((percent(style.width) / 100) * 7).toBeCloseTo(row.width, 9);
  });

  it('adds to each slot edge more than nothing and less than a 64th of a pixel', () => {
    const nudgePx = (value: unknown, slots: number) =>
      ((percent(value) - (slots * 100) / 96) / 100) * DAY_PX;
    for (let slot = 0; slot <= 96; slot++) {
      const { top, bottom } = slotBoxStyle(0, slot, 96 - slot);
      for (const nudge of [nudgePx(top, slot), nudgePx(bottom, 0)]) {
        expect(nudge).toBeGreaterThan(0);
        expect(nudge).toBeLessThan(1 / 64);
      }
    }
  });
});
