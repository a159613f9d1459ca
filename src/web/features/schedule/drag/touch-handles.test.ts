import { describe, expect, it } from 'vitest';
import { touchHandleClass, wasTapped } from './touch-handles';

describe('touch resize handles', () => {
  it('are 24 px targets straddling opposite corners of the edges, never scrolling', () => {
    const top = touchHandleClass('top').split(' ');
    const bottom = touchHandleClass('bottom').split(' ');
    for (const classes of [top, bottom]) {
      expect(classes).toContain('size-6');
      expect(classes).toContain('touch-none');
    }
    expect(top).toEqual(expect.arrayContaining(['-top-3', 'right-1']));
    expect(bottom).toEqual(expect.arrayContaining(['-bottom-3', 'left-1']));
  });

  it('are for blocks a finger tapped', () => {
    expect(wasTapped({ pointerType: 'touch' })).toBe(true);
    expect(wasTapped({ pointerType: 'mouse' })).toBe(false);
    // A click from the keyboard, or a browser whose clicks carry no pointer type.
    expect(wasTapped({ pointerType: '' })).toBe(false);
    expect(wasTapped({})).toBe(false);
  });
});
