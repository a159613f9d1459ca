import { describe, expect, it } from 'vitest';
import { formatRevisions, isBehind, oldestOf, parseRevisions } from './change-revisions';

const revisions = { schedule: 12, sessions: 4, library: 7, settings: 1 };

describe('change revisions as the browser sees them', () => {
  it('read back what they were written as', () => {
    expect(formatRevisions(revisions)).toBe('schedule=12;sessions=4;library=7;settings=1');
    expect(parseRevisions(formatRevisions(revisions))).toEqual(revisions);
  });

  it('refuse a text with a counter missing or not a count', () => {
    for (const text of [
      null,
      '',
      'schedule=12;sessions=4;library=7',
      'schedule=12;sessions=4;library=7;settings=-1',
      'schedule=12;sessions=4;library=7;settings=one',
    ])
      expect(parseRevisions(text)).toBeNull();
  });

  it('are behind when any counter is lower, and the oldest is taken counter by counter', () => {
    expect(isBehind(revisions, revisions)).toBe(false);
    expect(isBehind(revisions, { ...revisions, library: 8 })).toBe(true);
    expect(isBehind({ ...revisions, schedule: 13 }, revisions)).toBe(false);
    expect(oldestOf({ ...revisions, schedule: 9 }, { ...revisions, library: 2 })).toEqual({
      ...revisions,
      schedule: 9,
      library: 2,
    });
  });
});
