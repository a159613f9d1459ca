import { describe, expect, it } from 'vitest';
import { autoScrollStep, clampScroll, scrollBand } from './auto-scroll';

describe('autoScrollStep', () => {
  it.each([
    [400, 800, 0],
    [121, 800, 0],
    [120, 800, -8],
    [0, 800, -25],
    [800, 800, 25],
    [680, 800, 8],
  ])('pointer at %d in %d px scrolls %d', (y, height, step) =>
    expect(autoScrollStep(y, height)).toBeCloseTo(step, 5),
  );

  it('eases with power 0.7 toward the edge', () => {
    expect(autoScrollStep(60, 800)).toBeCloseTo(-(8 + 17 * Math.pow(0.5, 0.7)), 5);
  });

  it('scales by frame time, at most two frames', () => {
    expect(autoScrollStep(0, 800, 1000 / 120)).toBeCloseTo(-12.5, 5);
    expect(autoScrollStep(0, 800, 1000)).toBeCloseTo(-50, 5);
  });

  it('is monotonic toward each edge', () => {
    let previous = 0;
    for (let y = 120; y >= 0; y--) {
      const step = Math.abs(autoScrollStep(y, 800));
      expect(step).toBeGreaterThanOrEqual(previous);
      previous = step;
    }
  });
});

describe('clampScroll', () => {
  it.each([
    [-10, 2000, 500, 0],
    [300, 2000, 500, 300],
    [1600, 2000, 500, 1500],
    [50, 400, 500, 0],
  ])('%d in %d/%d is %d', (top, sh, ch, expected) =>
    expect(clampScroll(top, sh, ch)).toBe(expected),
  );
});

describe('scrollBand', () => {
  it('starts under the sticky day headers and ends at the window when the grid goes past it', () => {
    expect(scrollBand({ bodyTop: 350, bottom: 1000 }, 768)).toEqual({
      top: 350,
      bottom: 768,
      zone: (768 - 350) / 6,
    });
  });

  it('keeps the spec 120 px zones where the rows in sight are tall', () => {
    expect(scrollBand({ bodyTop: 150, bottom: 880 }, 900).zone).toBe(120);
  });

  it('on a short tablet grid, a finger 100 px above the bottom is not at the edge', () => {
    const band = scrollBand({ bodyTop: 262, bottom: 748 }, 768);
    expect(autoScrollStep(643 - band.top, band.bottom - band.top, undefined, band.zone)).toBe(0);
    expect(
      autoScrollStep(740 - band.top, band.bottom - band.top, undefined, band.zone),
    ).toBeGreaterThan(0);
  });
});
