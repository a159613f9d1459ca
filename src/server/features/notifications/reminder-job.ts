import {
  dueReminders,
  reminderKey,
  reminderText,
  type ReminderAiring,
} from '../../../shared/notifications/reminders';
import { blockInstants } from '../../../shared/schedule/wall-clock-instant';
import { currentWeekId, dayDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import type { StationClock } from '../../http/app-env';
import type { Jobs } from '../../jobs/jobs';
import { airingKeyOf } from '../../../shared/fill-ins/airing-key';
import { readPeople } from '../fill-ins/fill-in-people';
import { openWeek } from '../schedule/weeks/weeks.service';
import { readStationSettings } from '../team/station-settings.service';
import { readNoticeSettings } from './notice-settings';
import { notify } from './notify';
import { readersWords } from '../../i18n/languages-read';
import { defineNoticeLook } from './notice-looks';

const MINUTE_MS = 60_000;
/** The farthest lead (24 h) and a margin: the airings a look reads start within this. */
const HORIZON_MS = 25 * 60 * MINUTE_MS;
export const REMINDERS_JOB = 'notifications.reminders';

/**
 * The finalized airings that start between `now` and the horizon, read through the week endpoint's
 * own expansion (placed shows, series dates, exceptions, and the hosts a fill-in handed over to),
 * so a reminder names exactly who is on air. At most two weeks are read, whatever the station.
 */
async function airingsAhead(db: Database, clock: StationClock): Promise<ReminderAiring[]> {
  const now = clock.now();
  const until = new Date(now.getTime() + HORIZON_MS);
  const weekIds = [...new Set([now, until].map((at) => currentWeekId(at, clock.timeZone)))];
  const airings: ReminderAiring[] = [];
  for (const weekId of weekIds) {
    const week = await openWeek(db, weekId, clock);
    if (week.status !== 'finalized') continue;
    for (const block of week.blocks) {
      const { startsAt, endsAt } = blockInstants(weekId, block, clock.timeZone);
      if (startsAt <= now || startsAt > until) continue;
      airings.push({
        key: airingKeyOf(block, weekId),
        showName: block.showName,
        djNames: block.djNames,
        date: block.originalInstanceDate ?? dayDate(weekId, block.dayIndex),
        startsAt,
        endsAt,
      });
    }
  }
  return airings;
}

/**
 * Sends the reminders due now (decision 0071). The schedule is read afresh at every look, so a
 * show moved, removed or handed over is reminded as it now is, with no timer to move; each
 * reminder is a notice keyed by person, airing, start and lead, so looks from several processes,
 * or a look again after a restart, send it once.
 */
export async function sendDueReminders(db: Database, now: Date): Promise<number> {
  const settings = await readStationSettings(db);
  const clock: StationClock = { timeZone: settings.stationTimeZone, now: () => now };
  const airings = await airingsAhead(db, clock);
  if (airings.length === 0) return 0;
  const hosts = (await readPeople(db)).filter((p) => p.status === 'active' && p.djId);
  const choices = await readNoticeSettings(
    db,
    hosts.map((h) => h.userId),
  );
  const people = hosts.map((h) => ({
    userId: h.userId,
    djNames: h.djNames,
    timeZone: h.timeZone,
    lead: choices.get(h.userId)!.reminderLead,
  }));
  const zones = new Map(hosts.map((h) => [h.userId, h.timeZone ?? clock.timeZone]));
  const due = dueReminders(airings, people, now);
  const wordsOf = await readersWords(
    db,
    due.map((r) => r.userId),
  );
  return notify(
    db,
    now,
    due.map((reminder) => ({
      userId: reminder.userId,
      kind: 'reminders' as const,
      key: reminderKey(reminder),
      link: '/my-shows',
      ...reminderText(
        reminder,
        zones.get(reminder.userId)!,
        clock.timeZone,
        settings.stationName,
        wordsOf(reminder.userId),
      ),
    })),
  );
}

/** Looks every minute: a reminder leaves within a minute of its instant. */
export function defineReminders(jobs: Jobs, db: Database, now: () => Date) {
  defineNoticeLook(
    jobs,
    REMINDERS_JOB,
    MINUTE_MS,
    () => sendDueReminders(db, now()),
    (sent) => `sent ${sent} reminders`,
  );
}
