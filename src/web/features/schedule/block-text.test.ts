import { describe, expect, it } from 'vitest';
import {
  blockSummary,
  isRecurring,
  isSeriesInstance,
  movedMessage,
  placementLabel,
  startLabel,
} from './block-text';
import { block as fixtureBlock } from '../../../shared/exchange/week-document/scheduled-block.fixture';

const block = fixtureBlock({
  templateId: 't1',
  showGenres: [],
  djNames: ['Ann', 'Bo', 'Cy'],
  duration: 8,
  isOverlapping: true,
});

describe('block texts', () => {
  it('names where a placement is', () => {
    expect(startLabel({ dayIndex: 2, timeIndex: 41, duration: 4 })).toBe('Tuesday 10:15');
    expect(placementLabel({ dayIndex: 1, timeIndex: 92, duration: 8 })).toBe(
      'Monday 23:00 - 01:00',
    );
  });

  it('names them on the 12-hour clock when the member reads one', () => {
    expect(startLabel({ dayIndex: 2, timeIndex: 72, duration: 4 }, '12h')).toBe('Tuesday 6:00 PM');
    expect(placementLabel({ dayIndex: 1, timeIndex: 92, duration: 8 }, '12h')).toBe(
      'Monday 11:00 PM - 1:00 AM',
    );
    expect(blockSummary({ ...block, isOverlapping: false, djNames: [] }, '12h')).toBe(
      'Morning Drive, Tuesday 10:00 AM - 12:00 PM',
    );
    const before = { dayIndex: 1, timeIndex: 72, duration: 4 };
    expect(movedMessage('Jazz', before, { ...before, duration: 8 }, '12h')).toBe(
      'Jazz now runs 6:00 – 8:00 PM',
    );
  });

  it('summarises a block for screen readers', () => {
    expect(blockSummary(block)).toBe(
      'Morning Drive, Tuesday 10:00 - 12:00, with Ann, Bo and Cy, overlaps another show',
    );
  });

  it('says which hosts are away during the airing', () => {
    expect(blockSummary({ ...block, isOverlapping: false, hostsAway: ['Ann'] })).toBe(
      'Morning Drive, Tuesday 10:00 - 12:00, with Ann, Bo and Cy, host away: Ann',
    );
  });

  it('announces a move by its new start and a resize by its new range', () => {
    const before = { dayIndex: 2, timeIndex: 40, duration: 8 };
    expect(movedMessage('Morning Drive', before, { ...before, timeIndex: 41 })).toBe(
      'Morning Drive moved to Tuesday 10:15',
    );
    expect(movedMessage('Morning Drive', before, { ...before, duration: 10 })).toBe(
      'Morning Drive now runs 10:00 – 12:30',
    );
    // The top edge of 10:00 - 15:00 dragged down moves the start: still told by its hours.
    const long = { dayIndex: 2, timeIndex: 40, duration: 20 };
    expect(movedMessage('Morning Drive', long, { ...long, timeIndex: 46, duration: 14 })).toBe(
      'Morning Drive now runs 11:30 – 15:00',
    );
  });

  it('tells generated series instances from stored recurring shows and exceptions', () => {
    const instance = { ...block, recurringSeriesId: 's', isInstance: true };
    expect(isSeriesInstance(instance)).toBe(true);
    expect(isRecurring(instance)).toBe(true);
    const anchor = { ...block, recurringSeriesId: 's' };
    expect(isSeriesInstance(anchor)).toBe(false);
    expect(isRecurring(anchor)).toBe(true);
    const exception = { ...block, recurringSeriesId: 's', isException: true };
    expect(isRecurring(exception)).toBe(false);
    expect(blockSummary(instance)).toContain(', recurring,');
  });
});
