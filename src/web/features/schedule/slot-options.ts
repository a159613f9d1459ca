import { slotTime, SLOTS_PER_DAY, type Clock } from '../../../shared/schedule/slots';
import { dayDate } from '../../../shared/schedule/week';
import { ENGLISH_WORDS, shortDate, weekdayName, type ScheduleWords } from './schedule-words';

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

/** "15 min", "45 min", "1 h", "1.5 h", "1.25 h": a length of `slots` 15-minute slots. */
export function lengthLabel(slots: number, { t }: Pick<ScheduleWords, 't'> = ENGLISH_WORDS) {
  return slots < 4
    ? t('schedule:duration.minutes', { minutes: slots * 15 })
    : t('schedule:duration.hours', { hours: slots / 4 });
}

const lengthsByT = new WeakMap<ScheduleWords['t'], { value: string; label: string }[]>();

/** Length's choices, 15 minutes to 24 hours, in the screen's words (kept per `t`). */
export function lengthOptions(words: Pick<ScheduleWords, 't'>) {
  let options = lengthsByT.get(words.t);
  if (!options) {
    options = Array.from({ length: SLOTS_PER_DAY }, (_, i) => ({
      value: String(i + 1),
      label: lengthLabel(i + 1, words),
    }));
    lengthsByT.set(words.t, options);
  }
  return options;
}

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
