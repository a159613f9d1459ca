import {
  clockRange,
  slotTime,
  timeRangeLabel,
  type Clock,
  type Placement,
} from '../../../shared/schedule/slots';
import type { ScheduledBlock, WeekView } from '../../../shared/schemas/schedule';
import { ENGLISH_WORDS, weekdayName, type ScheduleWords } from './schedule-words';

/**
 * "Tuesday 10:15": where a placement starts, as announced to screen readers. Each text helper
 * here takes the screen's words (`useScheduleWords()`); English when none are given.
 */
export function startLabel(
  p: Placement,
  clock: Clock = '24h',
  { t, language }: ScheduleWords = ENGLISH_WORDS,
): string {
  return t('schedule:at', {
    day: weekdayName(language, p.dayIndex),
    time: slotTime(p.timeIndex, clock),
  });
}

/** "Tuesday 10:15 - 11:15". */
export function placementLabel(
  p: Placement,
  clock: Clock = '24h',
  { t, language }: ScheduleWords = ENGLISH_WORDS,
): string {
  // A show carried in from last week (day -1) is named by its own day, Saturday.
  return t('schedule:placement', {
    day: weekdayName(language, p.dayIndex),
    range: timeRangeLabel(p.timeIndex, p.duration, clock, language),
  });
}

/**
 * A block's hosts line: "Ann, Bo"; an airing handed over by a fill-in "Sam (fill-in)" in the
 * screen's words (the server's outputs keep shared/messages/fill-in-marks.ts' English).
 */
export function hostsText(
  names: readonly string[],
  fillIn: boolean,
  { t }: Pick<ScheduleWords, 't'> = ENGLISH_WORDS,
): string {
  const joined = names.join(', ');
  return fillIn && joined ? t('schedule:hosts.fillIn', { names: joined }) : joined;
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
export function blockSummary(
  block: ScheduledBlock,
  clock: Clock = '24h',
  words: ScheduleWords = ENGLISH_WORDS,
): string {
  const { t } = words;
  const parts = [block.showName, placementLabel(block, clock, words)];
  if (block.djNames.length > 0) {
    const names = joinNames(block.djNames, words);
    parts.push(
      block.fillIn
        ? t('schedule:summary.withFillIn', { names })
        : t('schedule:summary.with', { names }),
    );
  }
  if (isRecurring(block)) parts.push(t('schedule:summary.recurring'));
  if (block.isException) parts.push(t('schedule:summary.exception'));
  if (block.cutAtWeekEnd) parts.push(t('schedule:marker.cutAtWeekEnd'));
  if (block.hostsAway)
    parts.push(t('schedule:summary.hostAway', { names: block.hostsAway.join(', ') }));
  if (block.isOverlapping) parts.push(t('schedule:summary.overlaps'));
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
  words: ScheduleWords = ENGLISH_WORDS,
): string {
  const { t, language } = words;
  if (before.duration !== after.duration) {
    const range = clockRange(after.timeIndex, after.duration, ' – ', clock, language);
    return before.dayIndex === after.dayIndex
      ? t('schedule:moved.runs', { name, range })
      : t('schedule:moved.runsOn', { name, range, day: weekdayName(language, after.dayIndex) });
  }
  return t('schedule:moved.to', { name, at: startLabel(after, clock, words) });
}

/** "Ann, Bo and Cy" in the language's own way (British English keeps the English unchanged). */
function joinNames(names: readonly string[], { language }: ScheduleWords): string {
  const list = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, {
    type: 'conjunction',
  });
  return list.format(names);
}
