import { eq } from 'drizzle-orm';
import { airingsDuringAway, AWAY_MAX_DAYS, slotClock } from '../../../shared/away/away-periods';
import { FILL_IN_MESSAGES } from '../../../shared/messages/fill-ins';
import type { AskFillInInput } from '../../../shared/schemas/fill-ins';
import type { ScheduledBlock } from '../../../shared/schemas/schedule';
import { addDays, dayDate, weekIdOf, type CivilDate } from '../../../shared/schedule/week';
import { djAwayPeriods, djs } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Actor } from '../activity/record-activity';
import { openWeek } from '../schedule/weeks/weeks.service';
import { isManager, readPeople, type Person } from './fill-in-people';
import type { FillInRow } from './fill-in-rows';
import { askFillIn, type FillInDeps } from './fill-ins.service';

/** Refusals of one airing that mean "skip it" when asking for a whole away period. */
const SKIPPED = new Set(['already_asked', 'started']);

/**
 * "Ask for fill-ins for the N airings while you're away" (issue 33 item 2): one request per airing
 * of the period's DJ inside the period, each asked as "Ask for a fill-in" asks (so the same rules,
 * timers and e-mails), skipping airings already asked for or started. The period's own DJ (their
 * linked entry) or a manager asks; anyone else's period is a 404. Each request is its own
 * transaction: the one-request-per-airing index makes a repeat ask only the missing ones.
 */
export async function askAwayFillIns(
  deps: FillInDeps,
  actor: Actor,
  awayId: string,
  note: string | null,
): Promise<{ made: { request: FillInRow; eligible: Person[] }[]; skipped: number }> {
  const { db, clock } = deps;
  const [period] = await db
    .select({ period: djAwayPeriods, djName: djs.name, formerNames: djs.formerNames })
    .from(djAwayPeriods)
    .innerJoin(djs, eq(djs.id, djAwayPeriods.djId))
    .where(eq(djAwayPeriods.id, awayId));
  const [asker] = await readPeople(db, [actor.id]);
  const own = asker && (isManager(asker) || asker.djId === period?.period.djId);
  if (!period || !own) throw new HttpError(404, 'not_found', FILL_IN_MESSAGES.awayNotFound);
  const p = period.period;
  const times = {
    fromDate: p.fromDate,
    toDate: p.toDate,
    startTime: p.startSlot === null ? null : slotClock(p.startSlot),
    endTime: p.endSlot === null ? null : slotClock(p.endSlot),
  };
  // Bounded by the period, and never past a year of it (what the away dates' own check keeps).
  const lastDay = minDate(p.toDate, addDays(p.fromDate, AWAY_MAX_DAYS - 1));
  const weeks = [];
  for (let w = weekIdOf(p.fromDate); w <= lastDay; w = addDays(w, 7))
    weeks.push(await openWeek(db, w, clock));
  const airings = airingsDuringAway(times, [period.djName, ...period.formerNames], weeks);
  if (airings.length === 0) throw new HttpError(409, 'no_airings', FILL_IN_MESSAGES.noAwayAirings);

  const made: { request: FillInRow; eligible: Person[] }[] = [];
  let skipped = 0;
  for (const { weekId, block } of airings) {
    try {
      made.push(await askFillIn(deps, actor, inputOf(block, weekId, note)));
    } catch (error) {
      if (!(error instanceof HttpError) || !SKIPPED.has(error.code)) throw error;
      skipped++;
    }
  }
  return { made, skipped };
}

const minDate = (a: CivilDate, b: CivilDate) => (a < b ? a : b);

/** How "Ask for a fill-in" names an airing: a series date by its date, else the placed show. */
function inputOf(block: ScheduledBlock, weekId: string, note: string | null): AskFillInInput {
  if (block.recurringSeriesId)
    return {
      seriesId: block.recurringSeriesId,
      date: block.originalInstanceDate ?? dayDate(weekId, block.dayIndex),
      note,
    };
  return { scheduledShowId: block.id, note };
}
