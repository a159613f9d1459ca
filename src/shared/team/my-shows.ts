import { z } from 'zod';
import { SLOT_MINUTES, SLOTS_PER_DAY } from '../constants/limits';
import { fillInAiringOf, type FillInAiringRef } from '../fill-ins/airing-ref';
import type { WeekStatus } from '../schedule/placement';
import { absoluteSlot, slotTime } from '../schedule/slots';
import { addDays, dateInZone, minutesInZone, type CivilDate } from '../schedule/week';
import type { ScheduledBlock } from '../schemas/schedule';

/** How far ahead My Shows looks: the current week and the next ones, 8 unless asked. */
export const MY_SHOWS_WEEKS = { default: 8, min: 1, max: 26 } as const;

export const MY_SHOWS_MESSAGES = {
  weeks: `Weeks must be a whole number from ${MY_SHOWS_WEEKS.min} to ${MY_SHOWS_WEEKS.max}`,
  notLinked:
    'Ask a station manager to link your account to your DJ entry on the Team page, or use the same e-mail in your DJ entry.',
} as const;

/** GET /api/my-shows?weeks=8: the query, as text from the URL. */
export const myShowsQuerySchema = z.object({
  weeks: z
    .string({ error: MY_SHOWS_MESSAGES.weeks })
    .regex(/^\d{1,2}$/, { error: MY_SHOWS_MESSAGES.weeks })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(MY_SHOWS_WEEKS.min, { error: MY_SHOWS_MESSAGES.weeks })
        .max(MY_SHOWS_WEEKS.max, { error: MY_SHOWS_MESSAGES.weeks }),
    )
    .default(MY_SHOWS_WEEKS.default),
});

/** One airing of a member's show, in station wall-clock time (DESIGN.md §3). */
export type MyShow = {
  /** The block's id in its week (a series instance's is "<series>:<date>"). */
  id: string;
  weekId: CivilDate;
  weekStatus: WeekStatus;
  date: CivilDate;
  dayIndex: number;
  /** "22:00", station wall-clock. */
  startTime: string;
  /** "01:00"; with endDate the next day when the show runs past midnight. */
  endTime: string;
  endDate: CivilDate;
  showName: string;
  djNames: string[];
  /** Part of a recurring series (its first placement, an instance or an edited instance). */
  recurring: boolean;
  /**
   * Handed over by a taken fill-in request (decision 0068): `taker`, the member fills in (for
   * `forHosts`); `host`, it is the member's show and someone fills in (djNames names them).
   */
  fillIn?: { as: 'taker' | 'host'; forHosts: string[] };
  /** How "Ask for a fill-in" names this airing. */
  airing: FillInAiringRef;
};

/** GET /api/my-shows: `linked: false` when no DJ entry is the member's own. */
export type MyShowsAnswer = {
  linked: boolean;
  timeZone: string;
  /** Today in the station's zone, and the last day looked at. */
  from: CivilDate;
  to: CivilDate;
  shows: MyShow[];
};

/** The blocks of one week as the week endpoint answers them, with the week's status. */
export type WeekBlocks = { id: CivilDate; status: WeekStatus; blocks: ScheduledBlock[] };

/**
 * The member's airings in some weeks that have not ended yet at `now` (station time), in time
 * order: blocks of a show whose template is one of `templateIds`, and airings one of `djIds` (the
 * member's DJ entries) took as a fill-in. A show on air now is listed; one that ended an hour ago
 * is not. Slot arithmetic stays on the wall clock, so a 02:00 show in a week that changes the
 * clocks still reads 02:00.
 */
export function upcomingOwnShows(
  weeks: WeekBlocks[],
  templateIds: ReadonlySet<string>,
  djIds: ReadonlySet<string>,
  now: Date,
  timeZone: string,
): MyShow[] {
  const today = dateInZone(now, timeZone);
  const nowMinutes = minutesInZone(now, timeZone);
  const shows: MyShow[] = [];
  for (const week of weeks) {
    for (const block of week.blocks) {
      const taker = block.fillIn !== undefined && djIds.has(block.fillIn.djId);
      const own = block.templateId !== null && templateIds.has(block.templateId);
      if (!taker && !own) continue;
      const show = toMyShow(week, block);
      if (block.fillIn)
        show.fillIn = { as: taker ? 'taker' : 'host', forHosts: block.fillIn.forHosts };
      if (hasEnded(show, block, today, nowMinutes)) continue;
      shows.push(show);
    }
  }
  return shows.sort((a, b) =>
    a.date === b.date ? a.startTime.localeCompare(b.startTime) : a.date.localeCompare(b.date),
  );
}

function toMyShow(week: WeekBlocks, block: ScheduledBlock): MyShow {
  const start = absoluteSlot(block.dayIndex, block.timeIndex);
  const end = start + block.duration;
  return {
    id: block.id,
    weekId: week.id,
    weekStatus: week.status,
    date: addDays(week.id, block.dayIndex),
    dayIndex: block.dayIndex,
    startTime: slotTime(block.timeIndex),
    endTime: slotTime(end % SLOTS_PER_DAY),
    endDate: addDays(week.id, Math.floor(end / SLOTS_PER_DAY)),
    showName: block.showName,
    djNames: block.djNames,
    recurring: block.recurringSeriesId !== null || block.isInstance,
    airing: fillInAiringOf(block, week.id),
  };
}

function hasEnded(show: MyShow, block: ScheduledBlock, today: CivilDate, nowMinutes: number) {
  if (show.endDate !== today) return show.endDate < today;
  const endMinutes = ((block.timeIndex + block.duration) % SLOTS_PER_DAY) * SLOT_MINUTES;
  return endMinutes <= nowMinutes;
}
