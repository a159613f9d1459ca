import { describe, expect, it } from 'vitest';
import { assignLanes } from './lanes';

const item = (key: string, timeIndex: number, duration: number, dayIndex = 1) => ({
  key,
  dayIndex,
  timeIndex,
  duration,
});

describe('assignLanes', () => {
  it('gives a show alone the whole column', () => {
    expect(assignLanes([item('a', 40, 8)]).get('a')).toEqual({ lane: 0, lanes: 1 });
  });

  it('puts overlapping shows side by side', () => {
    const lanes = assignLanes([item('b', 44, 8), item('a', 40, 8)]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('b')).toEqual({ lane: 1, lanes: 2 });
  });

  it('reuses a free lane and keeps touching shows apart from the cluster', () => {
    // a 10-12, b 11-13, c 12-14 (c fits in a's lane), d 14-15 touches c only at its end.
    const lanes = assignLanes([
      item('a', 40, 8),
      item('b', 44, 8),
      item('c', 48, 8),
      item('d', 56, 4),
    ]);
    expect(lanes.get('c')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('d')).toEqual({ lane: 0, lanes: 1 });
  });

  it('keeps days apart', () => {
    const lanes = assignLanes([item('a', 40, 8, 1), item('b', 40, 8, 2)]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 1 });
    expect(lanes.get('b')).toEqual({ lane: 0, lanes: 1 });
  });
});
