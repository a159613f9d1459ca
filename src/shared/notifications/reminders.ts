import { hostKey } from '../schedule/dj-clash';
import { dateInZone, type CivilDate } from '../schedule/week';
import type { ReminderLead } from './kinds';
import { airingWhenIn, type NoticeWords } from './notice-words';

const HOUR_MS = 60 * 60_000;

/** The leads a choice asks for, farthest first. */
export const LEAD_HOURS: Record<ReminderLead, readonly number[]> = {
  none: [],
  '1h': [1],
  '24h': [24],
  both: [24, 1],
};

/** One airing as reminders read it: its key, show, hosts' names and real instants. */
export type ReminderAiring = {
  key: string;
  showName: string;
  djNames: readonly string[];
  date: CivilDate;
  startsAt: Date;
  endsAt: Date;
};

/** A member who may be reminded: their DJ entry's names, their zone and their lead. */
export type ReminderPerson = {
  userId: string;
  djNames: readonly string[];
  timeZone: string | null;
  lead: ReminderLead;
};

export type DueReminder = { userId: string; airing: ReminderAiring; hours: number };

/** When the reminder `hours` before an airing leaves: that many real hours before it starts. */
export const reminderInstant = (startsAt: Date, hours: number) =>
  new Date(startsAt.getTime() - hours * HOUR_MS);

/**
 * The reminders due at `now`: for each host of each airing that has not started, the nearest of
 * their leads whose instant has come. Only the nearest: a host who became one late (a fill-in
 * taken two hours before) gets one reminder, not a 24-hour one and a 1-hour one at once. Being
 * due from the instant until airtime, a reminder a restart delayed still leaves (late, once:
 * notify's key), and one whose airing started meanwhile does not.
 */
export function dueReminders(
  airings: readonly ReminderAiring[],
  people: readonly ReminderPerson[],
  now: Date,
): DueReminder[] {
  const due: DueReminder[] = [];
  for (const airing of airings) {
    if (airing.startsAt.getTime() <= now.getTime()) continue;
    const hosts = new Set(airing.djNames.map(hostKey));
    for (const person of people) {
      if (!person.djNames.some((name) => hosts.has(hostKey(name)))) continue;
      const come = LEAD_HOURS[person.lead].filter(
        (hours) => reminderInstant(airing.startsAt, hours).getTime() <= now.getTime(),
      );
      const nearest = come.at(-1);
      if (nearest !== undefined) due.push({ userId: person.userId, airing, hours: nearest });
    }
  }
  return due;
}

/** The reminder's words: the show and when, in the reader's zone (and the station's) and language. */
export function reminderText(
  reminder: DueReminder,
  readerZone: string,
  stationZone: string,
  station: string,
  w: NoticeWords,
) {
  const { airing, hours } = reminder;
  const when = airingWhenIn(w, airing.startsAt, airing.endsAt, readerZone, stationZone);
  const show = airing.showName;
  return {
    // The day as the reader's calendar has it (01:00 in London is the evening before in New York).
    title: w.t('mail:reminder.title', {
      show,
      soon: hours === 1 ? 'hour' : 'day',
      date: w.date(dateInZone(airing.startsAt, readerZone)),
    }),
    lines: [w.t('mail:reminder.onAir', { station, show }), w.t('mail:reminder.when', { when })],
  };
}

/** The notice's key: once per person, airing, start and lead, whatever runs it. */
export const reminderKey = (reminder: DueReminder) =>
  `reminder:${reminder.airing.key}:${reminder.airing.startsAt.toISOString()}:${reminder.hours}h`;
