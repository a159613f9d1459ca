import { and, eq, inArray } from 'drizzle-orm';
import { airingsDuringAway, AWAY_MAX_DAYS, slotClock } from '../../../shared/away/away-periods';
import { localText } from '../../../shared/i18n/local-text';
import type { AwayFillInsPreview } from '../../../shared/schemas/fill-ins';
import { fillInAiringOf } from '../../../shared/fill-ins/airing-ref';
import { addDays, dayDate, weekIdOf, type CivilDate } from '../../../shared/schedule/week';
import { SLOT_MINUTES } from '../../../shared/constants/limits';
import { wallClockInstant } from '../../../shared/schedule/wall-clock-instant';
import { djAwayPeriods, djs, fillInRequests } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Actor } from '../activity/record-activity';
import { openWeek } from '../schedule/weeks/weeks.service';
import { airingKeyOf } from '../../../shared/fill-ins/airing-key';
import { asksAsHost, isManager, readPeople, type Person } from './fill-in-people';
import type { FillInRow } from './fill-in-rows';
import { askFillIn, type FillInDeps } from './fill-ins.service';

/** Refusals of one airing that mean "skip it" when asking for a whole away period. */
const SKIPPED = new Set(['already_asked', 'started']);
/** The asker's limits (open requests, asks an hour): the rest of the period is left. */
const AT_LIMIT = new Set(['too_many_open', 'too_many_asks']);

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
  const airings = await awayAirings(deps, actor, awayId);
  if (airings.length === 0)
    throw new HttpError(409, 'no_airings', localText('fillInsServer:refusal.noAwayAirings'));
  const made: { request: FillInRow; eligible: Person[] }[] = [];
  let skipped = 0;
  for (const [index, { weekId, block }] of airings.entries()) {
    try {
      made.push(await askFillIn(deps, actor, { ...fillInAiringOf(block, weekId), note }));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // At the asker's limit the rest are left: those made are answered and told as usual.
      if (AT_LIMIT.has(error.code) && made.length > 0) {
        skipped += airings.length - index;
        break;
      }
      if (!SKIPPED.has(error.code)) throw error;
      skipped++;
    }
  }
  return { made, skipped };
}

/**
 * What "Ask for fill-ins for the N airings while you're away" counts before it is pressed: the
 * period's airings not yet started, and how many of them already have a request waiting or taken.
 */
export async function previewAwayFillIns(
  deps: FillInDeps,
  actor: Actor,
  awayId: string,
): Promise<AwayFillInsPreview> {
  const now = deps.clock.now();
  const upcoming = (await awayAirings(deps, actor, awayId)).filter(
    ({ weekId, block }) =>
      wallClockInstant(
        dayDate(weekId, block.dayIndex),
        block.timeIndex * SLOT_MINUTES,
        deps.clock.timeZone,
      ) > now,
  );
  const keys = upcoming.map(({ weekId, block }) => airingKeyOf(block, weekId));
  const asked =
    keys.length === 0
      ? []
      : await deps.db
          .select({ key: fillInRequests.airingKey })
          .from(fillInRequests)
          .where(
            and(
              inArray(fillInRequests.airingKey, keys),
              inArray(fillInRequests.state, ['open', 'pending-approval', 'taken']),
            ),
          );
  return { airings: upcoming.length, asked: new Set(asked.map((r) => r.key)).size };
}

/**
 * The airings of an away period's DJ inside it. The period's own DJ (their linked entry) or a
 * manager may look; anyone else's period is a 404.
 */
async function awayAirings(deps: FillInDeps, actor: Actor, awayId: string) {
  const { db, clock } = deps;
  const [period] = await db
    .select({ period: djAwayPeriods, djName: djs.name, formerNames: djs.formerNames })
    .from(djAwayPeriods)
    .innerJoin(djs, eq(djs.id, djAwayPeriods.djId))
    .where(eq(djAwayPeriods.id, awayId));
  const [asker] = await readPeople(db, [actor.id]);
  const own = asker && (isManager(asker) || asker.djId === period?.period.djId);
  if (!period || !own)
    throw new HttpError(404, 'not_found', localText('fillInsServer:refusal.awayNotFound'));
  if (!isManager(asker!) && !asksAsHost(asker!))
    throw new HttpError(403, 'forbidden', localText('fillInsServer:refusal.onlyHostOrManager'));
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
  return airingsDuringAway(times, [period.djName, ...period.formerNames], weeks);
}

const minDate = (a: CivilDate, b: CivilDate) => (a < b ? a : b);
