import {
  absoluteSlot,
  DAYS_PER_WEEK,
  resizePlacement,
  SLOT_PX,
  SLOTS_PER_WEEK,
  type Placement,
} from '../../../../shared/schedule/slots';
import { placementAt } from './preview';

export type StepKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export function isStepKey(key: string): key is StepKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}

/**
 * One keyboard step of a focused block (the keyboard path of D7): Up and Down move it one slot
 * (across midnight too), Left and Right one day; with Shift, Up and Down shorten or lengthen it
 * at its end, one slot at a time, at least one slot and not past midnight (resizePlacement).
 * The start stays inside the week; a step that is not possible leaves the placement as it is.
 * Monday 10:00 + ArrowDown is Monday 10:15; + Shift+ArrowDown lasts 15 minutes longer.
 */
export function keyboardStep(p: Placement, key: StepKey, shift: boolean): Placement {
  if (shift && (key === 'ArrowUp' || key === 'ArrowDown')) {
    const { valid, ...resized } = resizePlacement(
      p,
      'bottom',
      key === 'ArrowUp' ? -SLOT_PX : SLOT_PX,
    );
    return valid ? resized : p;
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const dayIndex = p.dayIndex + (key === 'ArrowLeft' ? -1 : 1);
    return dayIndex < 0 || dayIndex >= DAYS_PER_WEEK ? p : { ...p, dayIndex };
  }
  const start = absoluteSlot(p.dayIndex, p.timeIndex) + (key === 'ArrowUp' ? -1 : 1);
  return start < 0 || start >= SLOTS_PER_WEEK ? p : placementAt(start, p.duration);
}
