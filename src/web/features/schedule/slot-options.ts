import { durationLabel } from '../../../shared/activity/describe-activity';
import { slotTime, SLOTS_PER_DAY, type Clock } from '../../../shared/schedule/slots';
import { dayDate } from '../../../shared/schedule/week';
import { shortDate, weekdayName, type ScheduleWords } from './schedule-words';

/** The choices of the schedule's Day, Start time and Length menus, in the grid's 15-minute slots. */

const startTimes = (clock: Clock) =>
  Array.from({ length: SLOTS_PER_DAY }, (_, slot) => ({
    value: String(slot),
    label: slotTime(slot, clock),
  }));
const START_TIMES: Record<Clock, ReturnType<typeof startTimes>> = {
  '24h': startTimes('24h'),
  '12h': startTimes('12h'),
};

/** Start time's choices: the values are slots whatever the clock, the labels follow it. */
export const startTimeOptions = (clock: Clock) => START_TIMES[clock];

export const LENGTH_OPTIONS = Array.from({ length: SLOTS_PER_DAY }, (_, i) => ({
  value: String(i + 1),
  label: durationLabel(i + 1) ?? '',
}));

/** "Monday, Dec 21" for each day of the week. */
export function dayOptions(weekId: string, { t, language }: ScheduleWords) {
  return Array.from({ length: 7 }, (_, index) => ({
    value: String(index),
    label: t('schedule:dayOption', {
      day: weekdayName(language, index),
      date: shortDate(language, dayDate(weekId, index)),
    }),
  }));
}
