import { eq, inArray } from 'drizzle-orm';
import type { WeekStatus } from '../../../../shared/schedule/placement';
import { type PlacementChanges } from '../../../../shared/schemas/schedule';
import { djs, recurringSeries, scheduledShows } from '../../../db/schema';
import type { StationClock } from '../../../http/app-env';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../realtime/publish-change';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { guardPlacement, guardRealTimes } from './placement-guard';
import { touchWeek, type Tx } from '../weeks/weeks.service';
import { SCHEDULE_REFUSALS } from '../schedule-refusals';

export type PlacedRow = typeof scheduledShows.$inferSelect;

/**
 * Who writes a change's activity entry: the change itself, or its caller, which records one entry
 * for a whole step (a fill-in's take is "Sam took Jazz Hour…", not also an edit of its hosts).
 */
export type ActivityBy = 'change' | 'caller';

/**
 * Applies an edit to a stored show whose row and week the caller has locked: the placement rules
 * (SPEC.md §5 "Placement", this week's other shows), the real-time check, the new version, the
 * activity entry and the change event. Edit Show on a placed show and Edit This Instance's first
 * save (which stores the exception in the same transaction) are the same change.
 */
export async function applyPlacementChanges(
  tx: Tx,
  row: PlacedRow,
  weekStatus: WeekStatus,
  input: PlacementChanges,
  clock: StationClock,
  actor: Actor,
  activityBy: ActivityBy = 'change',
): Promise<void> {
  const placement = {
    dayIndex: input.dayIndex ?? row.dayIndex,
    timeIndex: input.timeIndex ?? row.timeIndex,
    duration: input.duration ?? row.duration,
  };
  const week = { id: row.weeklyScheduleId, status: weekStatus };
  await guardPlacement(tx, week, placement, clock, { excludeId: row.id });
  guardRealTimes(row.weeklyScheduleId, placement, clock.timeZone, row);
  const team = input.djIds ? await chosenDjs(tx, input.djIds) : null;
  await tx
    .update(scheduledShows)
    .set({
      ...placement,
      ...(team && { djNames: team.names, djAvatarUrls: team.avatars }),
      ...(input.showName !== undefined && { showName: input.showName }),
      ...(input.showDescription !== undefined && {
        showDescription: input.showDescription || null,
      }),
      ...(input.showGenres !== undefined && { showGenres: [...new Set(input.showGenres)] }),
      ...(input.showColor !== undefined && { showColor: input.showColor }),
      ...(input.showImageUrl !== undefined && { showImageUrl: input.showImageUrl || null }),
      ...(input.isRepeat !== undefined && { isRepeat: input.isRepeat }),
      version: row.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(scheduledShows.id, row.id));
  // A series' first show lends its instances their details: marked a repeat, so is the series.
  if (
    input.isRepeat !== undefined &&
    input.isRepeat !== row.isRepeat &&
    row.recurringSeriesId &&
    !row.isException
  )
    await tx
      .update(recurringSeries)
      .set({ isRepeat: input.isRepeat, updatedAt: new Date() })
      .where(eq(recurringSeries.id, row.recurringSeriesId));
  await touchWeek(tx, row.weeklyScheduleId);
  if (activityBy === 'change')
    await recordActivity(tx, actor, {
      ...placementChange(row, placement, input, team?.names),
      subjectType: 'block',
      subjectId: row.id,
      weekId: row.weeklyScheduleId,
    });
  await publishChange(tx, { kind: 'week', weekStartDate: row.weeklyScheduleId, by: actor });
}

type Slot = { dayIndex: number; timeIndex: number; duration: number };
const EDITABLE_FIELDS = {
  showName: 'name',
  showDescription: 'description',
  showGenres: 'genres',
  showColor: 'color',
  showImageUrl: 'image',
  djIds: 'DJs',
  isRepeat: 'repeat',
} as const;

/**
 * What an update did, for the activity log: a move (the start changed, maybe the length too), a
 * resize (only the length), else an edit of the named fields. New hosts are named in any of them
 * (`hosts`): a guest DJ standing in for a shorter show is a change of hosts, not only a resize.
 */
function placementChange(
  row: PlacedRow,
  to: Slot,
  input: PlacementChanges,
  djNames: readonly string[] | undefined,
) {
  const moved = to.dayIndex !== row.dayIndex || to.timeIndex !== row.timeIndex;
  const resized = to.duration !== row.duration;
  const show = input.showName ?? row.showName;
  const hostsChanged = djNames !== undefined && djNames.join('\n') !== row.djNames.join('\n');
  const hosts = hostsChanged ? { hosts: [...djNames] } : {};
  if (moved || resized) {
    return {
      action: moved ? 'block.move' : 'block.resize',
      details: {
        show,
        ...hosts,
        ...(moved
          ? {
              fromDay: row.dayIndex,
              fromTime: row.timeIndex,
              toDay: to.dayIndex,
              toTime: to.timeIndex,
            }
          : { day: row.dayIndex, time: row.timeIndex }),
        fromDuration: row.duration,
        toDuration: to.duration,
      },
    };
  }
  const fields = (Object.keys(EDITABLE_FIELDS) as (keyof typeof EDITABLE_FIELDS)[])
    .filter((key) => input[key] !== undefined)
    .map((key) => EDITABLE_FIELDS[key]);
  return {
    action: 'block.edit',
    details: { show, day: row.dayIndex, time: row.timeIndex, fields, ...hosts },
  };
}

/** The DJs picked for one placement (a guest host), each of whom must still exist. */
async function chosenDjs(tx: Tx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const team = await djSnapshot(tx, unique);
  if (team.names.length !== unique.length)
    throw new HttpError(422, 'validation_failed', SCHEDULE_REFUSALS.djGone, {
      djIds: SCHEDULE_REFUSALS.djGone,
    });
  return team;
}

/** The names and avatars of a show's DJs, in the show's order. */
export async function djSnapshot(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return { names: [], avatars: [] };
  const rows = await tx
    .select()
    .from(djs)
    .where(inArray(djs.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const team = ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
  return { names: team.map((d) => d.name), avatars: team.map((d) => d.avatarUrl ?? '') };
}
