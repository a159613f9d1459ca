import type { CSSProperties } from 'react';
import { DAYS_PER_WEEK, SLOT_PX, SLOTS_PER_DAY } from '../../../shared/schedule/slots';

/** The grid's fixed measures besides the spec's slot sizes (SPEC.md §9). */
export const TIME_COLUMN_PX = 64;
export const DAY_MIN_PX = 112;
/** Where a week opens when it is not the current one: 06:00. */
export const DEFAULT_SCROLL_HOUR = 6;

const GAP_PX = 2;

/**
 * The height of one 15-minute slot, as a CSS custom property set on the grid: SLOT_PX (20 px) on
 * screen; print scales it down so the whole day fits one page (styles.css), while text keeps its
 * size. Pointer and scroll arithmetic stays in SLOT_PX, which is what the screen draws.
 */
export const SLOT_VAR = '--slot-px';
export const slots = (count: number, plusPx = 0) =>
  `calc(var(${SLOT_VAR}, ${SLOT_PX}px) * ${count}${plusPx ? ` ${plusPx < 0 ? '-' : '+'} ${Math.abs(plusPx)}px` : ''})`;

/**
 * Where a piece of a block sits inside the seven day columns: its day's column (split into lanes
 * when shows overlap), from its slot down for its duration, with a small gap all round.
 */
export function segmentStyle(
  dayIndex: number,
  timeIndex: number,
  duration: number,
  lane = 0,
  lanes = 1,
): CSSProperties {
  const { left, width } = laneColumn(dayIndex, lane, lanes);
  return {
    top: slots(timeIndex, 1),
    height: slots(duration, -GAP_PX),
    left: `calc(${left}% + ${GAP_PX}px)`,
    width: `calc(${width}% - ${GAP_PX * 2}px)`,
  };
}

/** A lane of a day's column, as percentages of the seven columns' width. */
function laneColumn(dayIndex: number, lane: number, lanes: number) {
  const day = 100 / DAYS_PER_WEEK;
  const width = day / lanes;
  return { left: day * dayIndex + width * lane, width };
}

/**
 * The slots a piece covers, as a box for a wrapper drawn with SLOT_GAP_CLASS whose child fills
 * its content box: the child then has segmentStyle's box. For the 672 blocks of a full
 * week: the edges are plain percentages of the columns' box (a day of slots high, seven days
 * wide) and the gap is padding, so there is no calc() or var() to parse and resolve per block
 * (DESIGN.md §6: the week renders within 150 ms), and print's smaller --slot-px still scales
 * them, through the columns' height.
 */
export function slotBoxStyle(
  dayIndex: number,
  timeIndex: number,
  duration: number,
  lane = 0,
  lanes = 1,
): CSSProperties {
  const { left, width } = laneColumn(dayIndex, lane, lanes);
  return {
    top: slotPercent(timeIndex),
    bottom: slotPercent(SLOTS_PER_DAY - timeIndex - duration),
    left: `${left}%`,
    width: `${width}%`,
  };
}

/** segmentStyle's gap (1 px above and below, 2 px at the sides), as padding of a slot box. */
export const SLOT_GAP_CLASS = 'px-[2px] py-px';

/**
 * A number of slots as a percentage of a day's height. Browsers cut a percentage's length down to
 * their layout unit (1/64 px), and 1/96 is not exact in floating point, so 40 slots could come
 * out a 64th short of 800 px and blur the text a little; a nudge far below a 64th keeps every
 * edge on the pixel slots() gives, on screen and in print.
 */
function slotPercent(count: number): string {
  return `${(count * 100) / SLOTS_PER_DAY + 1e-4}%`;
}
