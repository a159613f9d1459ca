import { describe, expect, it } from 'vitest';
import { isStepKey, keyboardStep } from './keyboard-step';

const monday10 = { dayIndex: 1, timeIndex: 40, duration: 4 };

describe('keyboardStep', () => {
  it('moves one slot with Up and Down, one day with Left and Right', () => {
    expect(keyboardStep(monday10, 'ArrowDown', false)).toEqual({ ...monday10, timeIndex: 41 });
    expect(keyboardStep(monday10, 'ArrowUp', false)).toEqual({ ...monday10, timeIndex: 39 });
    expect(keyboardStep(monday10, 'ArrowRight', false)).toEqual({ ...monday10, dayIndex: 2 });
    expect(keyboardStep(monday10, 'ArrowLeft', false)).toEqual({ ...monday10, dayIndex: 0 });
  });

  it('crosses midnight one slot at a time but never leaves the week', () => {
    expect(keyboardStep({ dayIndex: 1, timeIndex: 95, duration: 4 }, 'ArrowDown', false)).toEqual({
      dayIndex: 2,
      timeIndex: 0,
      duration: 4,
    });
    const first = { dayIndex: 0, timeIndex: 0, duration: 4 };
    expect(keyboardStep(first, 'ArrowUp', false)).toBe(first);
    expect(keyboardStep(first, 'ArrowLeft', false)).toBe(first);
    const last = { dayIndex: 6, timeIndex: 95, duration: 1 };
    expect(keyboardStep(last, 'ArrowDown', false)).toBe(last);
    expect(keyboardStep(last, 'ArrowRight', false)).toBe(last);
  });

  it('changes the length with Shift, at least one slot and not past midnight', () => {
    expect(keyboardStep(monday10, 'ArrowDown', true)).toEqual({ ...monday10, duration: 5 });
    expect(keyboardStep(monday10, 'ArrowUp', true)).toEqual({ ...monday10, duration: 3 });
    const one = { dayIndex: 1, timeIndex: 40, duration: 1 };
    expect(keyboardStep(one, 'ArrowUp', true)).toBe(one);
    const late = { dayIndex: 1, timeIndex: 92, duration: 4 };
    expect(keyboardStep(late, 'ArrowDown', true)).toBe(late);
  });

  it('knows its keys', () => {
    expect(isStepKey('ArrowLeft')).toBe(true);
    expect(isStepKey('Enter')).toBe(false);
  });
});
