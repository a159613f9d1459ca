import {
  clockRange,
  slotTime,
  timeRangeLabel,
  type Clock,
  type Placement,
} from '../../../shared/schedule/slots';
import { DAY_NAMES } from '../../../shared/schedule/week';
import { AWAY_TEXTS } from '../../../shared/messages/away';
import { SCHEDULE_TEXTS } from '../../../shared/messages/schedule';
import type { ScheduledBlock, WeekView } from '../../../shared/schemas/schedule';
import { FILL_IN_MARK } from '../../../shared/messages/fill-in-marks';

/** "Tuesday 10:15": where a placement starts, as announced to screen readers. */
export function startLabel(p: Placement, clock: Clock = '24h'): string {
  return `${DAY_NAMES[p.dayIndex] ?? 'Day'} ${slotTime(p.timeIndex, clock)}`;
}

/** "Tuesday 10:15 - 11:15". */
export function placementLabel(p: Placement, clock: Clock = '24h'): string {
  // A show carried in from last week (day -1) is named by its own day, Saturday.
  const day = DAY_NAMES[(p.dayIndex + 7) % 7] ?? 'Day';
  return `${day} ${timeRangeLabel(p.timeIndex, p.duration, clock)}`;
}

/**
 * A show of last week's Saturday running on into this week (day -1, decision 0057): drawn here
 * as "(cont.)", changed only in its own week.
 */
export const isCarriedIn = (block: Placement) => block.dayIndex < 0;

/**
 * Everything a week draws and checks a placement against: its blocks and the shows carried in
 * from last week's Saturday.
 */
export function drawnBlocks(week: Pick<WeekView, 'blocks' | 'carriedIn'>): ScheduledBlock[] {
  return week.carriedIn.length === 0 ? week.blocks : [...week.carriedIn, ...week.blocks];
}

/**
 * A generated instance of a recurring series: drawn, but not dragged or resized (SPEC.md §4);
 * exceptions and stored shows can be.
 */
export function isSeriesInstance(block: ScheduledBlock): boolean {
  return block.isInstance;
}

/** A show that belongs to a series and is not an exception: marked "(recurring)". */
export function isRecurring(block: ScheduledBlock): boolean {
  return block.recurringSeriesId !== null && !block.isException;
}

/**
 * What a block is called for screen readers: "Morning Drive, Tuesday 10:00 - 12:00, with Ann and
 * Bo, overlaps another show".
 */
export function blockSummary(block: ScheduledBlock, clock: Clock = '24h'): string {
  const parts = [block.showName, placementLabel(block, clock)];
  if (block.djNames.length > 0)
    parts.push(`with ${joinNames(block.djNames)}${block.fillIn ? ` ${FILL_IN_MARK}` : ''}`);
  if (isRecurring(block)) parts.push('recurring');
  if (block.isException) parts.push('exception');
  if (block.cutAtWeekEnd) parts.push(SCHEDULE_TEXTS.cutAtWeekEnd);
  if (block.hostsAway) parts.push(AWAY_TEXTS.hostAwayLabel(block.hostsAway));
  if (block.isOverlapping) parts.push('overlaps another show');
  return parts.join(', ');
}

/**
 * What is said after a block was saved in a new place or length: a move by where it starts now
 * ("Morning Drive moved to Tuesday 10:15"), a resize by the hours it runs now, even when its top
 * edge moved its start ("Morning Drive now runs 11:30 – 15:00").
 */
export function movedMessage(
  name: string,
  before: Placement,
  after: Placement,
  clock: Clock = '24h',
): string {
  if (before.duration !== after.duration) {
    const range = clockRange(after.timeIndex, after.duration, ' – ', clock);
    const day = before.dayIndex === after.dayIndex ? '' : ` on ${DAY_NAMES[after.dayIndex] ?? ''}`;
    return `${name} now runs ${range}${day}`;
  }
  return `${name} moved to ${startLabel(after, clock)}`;
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
