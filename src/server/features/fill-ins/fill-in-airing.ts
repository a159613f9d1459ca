import { eq } from 'drizzle-orm';
import type { HostedPlacement } from '../../../shared/schedule/dj-clash';
import { airingKeyOf } from '../../../shared/fill-ins/airing-key';
import { blockInstants } from '../../../shared/schedule/wall-clock-instant';
import { dayDate, weekIdOf, type CivilDate } from '../../../shared/schedule/week';
import type { AskFillInInput } from '../../../shared/schemas/fill-ins';
import type { ScheduledBlock, WeekView } from '../../../shared/schemas/schedule';
import { localText } from '../../../shared/i18n/local-text';
import { servedWeekOf } from '../../../shared/schedule/week-range';
import type { Database } from '../../db/connection';
import { scheduledShows } from '../../db/schema';
import type { StationClock } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { openWeek, openWeekIn, type Tx } from '../schedule/weeks/weeks.service';

/**
 * One airing as a fill-in request knows it: where it is drawn, the key that names it whatever
 * storage it has (decision 0066), its instants, and the week's other airings.
 */
export type Airing = {
  key: string;
  block: ScheduledBlock;
  weekId: CivilDate;
  date: CivilDate;
  seriesId: string | null;
  startsAt: Date;
  endsAt: Date;
  others: HostedPlacement[];
};

/** The airing a request names, read from its week as every reader sees it; 404 when none. */
export async function findAiring(
  db: Database,
  input: AskFillInInput,
  clock: StationClock,
): Promise<Airing> {
  let weekId: string | null;
  let matches: (block: ScheduledBlock, weekId: CivilDate) => boolean;
  if ('scheduledShowId' in input) {
    const id = input.scheduledShowId;
    const [row] = await db
      .select({ weekId: scheduledShows.weeklyScheduleId })
      .from(scheduledShows)
      .where(eq(scheduledShows.id, id));
    weekId = row?.weekId ?? null;
    matches = (b) => !b.isInstance && b.id === id;
  } else {
    weekId = servedWeekOf(input.date) ? weekIdOf(input.date) : null;
    const key = `series:${input.seriesId}:${input.date}`;
    matches = (b, w) => airingKeyOf(b, w) === key;
  }
  const airing = weekId ? airingInWeek(await openWeek(db, weekId, clock), clock, matches) : null;
  if (!airing)
    throw new HttpError(404, 'not_found', localText('fillInsServer:refusal.airingNotFound'));
  return airing;
}

/** The airing of a week named by its key, or null when the week no longer has it. */
export async function airingByKey(
  db: Database,
  weekId: CivilDate,
  key: string,
  clock: StationClock,
): Promise<Airing | null> {
  return airingOfKey(await openWeek(db, weekId, clock), key, clock);
}

/** The airing a key names in a week already read, or null when the week no longer has it. */
export function airingOfKey(week: WeekView, key: string, clock: StationClock): Airing | null {
  return airingInWeek(week, clock, (b, w) => airingKeyOf(b, w) === key);
}

/** airingByKey within a write's transaction: the week as that write leaves it. */
export async function airingByKeyIn(
  tx: Tx,
  weekId: CivilDate,
  key: string,
  clock: StationClock,
): Promise<Airing | null> {
  return airingOfKey(await openWeekIn(tx, weekId, clock), key, clock);
}

function airingInWeek(
  week: WeekView,
  clock: StationClock,
  matches: (block: ScheduledBlock, weekId: CivilDate) => boolean,
): Airing | null {
  const weekId = week.id;
  const block = week.blocks.find((b) => matches(b, weekId));
  if (!block) return null;
  const date = dayDate(weekId, block.dayIndex);
  const { startsAt, endsAt } = blockInstants(weekId, block, clock.timeZone);
  return {
    key: airingKeyOf(block, weekId),
    block,
    weekId,
    date: block.originalInstanceDate ?? date,
    seriesId: block.recurringSeriesId,
    startsAt,
    endsAt,
    others: [...week.blocks, ...week.carriedIn].filter((b) => b.id !== block.id),
  };
}

/** Whether the airing is still where and when the request was asked for. */
export function sameSlot(
  airing: Airing | null,
  request: { dayIndex: number; timeIndex: number; duration: number },
): airing is Airing {
  return (
    airing !== null &&
    airing.block.dayIndex === request.dayIndex &&
    airing.block.timeIndex === request.timeIndex &&
    airing.block.duration === request.duration
  );
}
