import type { CSSProperties } from 'react';
import { DAYS_PER_WEEK, SLOT_PX } from '../../../shared/schedule/slots';

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
  const day = 100 / DAYS_PER_WEEK;
  const laneWidth = day / lanes;
  return {
    top: slots(timeIndex, 1),
    height: slots(duration, -GAP_PX),
    left: `calc(${day * dayIndex + laneWidth * lane}% + ${GAP_PX}px)`,
    width: `calc(${laneWidth}% - ${GAP_PX * 2}px)`,
  };
}
