import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  AWAY_MAX_PERIODS,
  slotClock,
  timeSlot,
  type AwayPeriod,
  type AwayTimes,
} from '../../../shared/away/away-periods';
import { localText } from '../../../shared/i18n/local-text';
import type { AwayValues } from '../../../shared/schemas/away';
import type { Database } from '../../db/connection';
import { djAwayPeriods, djs } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof djAwayPeriods.$inferSelect;

const notFound = () => new HttpError(404, 'not_found', localText('away:refusal.notFound'));

/** The away dates of some DJ entries, earliest first. */
export async function listAway(db: Pick<Database, 'select'>, djIds: readonly string[]) {
  if (djIds.length === 0) return [];
  const rows = await db
    .select({ period: djAwayPeriods, djName: djs.name })
    .from(djAwayPeriods)
    .innerJoin(djs, eq(djs.id, djAwayPeriods.djId))
    .where(inArray(djAwayPeriods.djId, [...djIds]))
    .orderBy(asc(djAwayPeriods.fromDate), asc(djAwayPeriods.startSlot), asc(djAwayPeriods.id));
  return rows.map((r) => toAwayPeriod(r.period, r.djName));
}

/**
 * Adds away dates to a DJ entry, with its activity entry and change event. At most
 * AWAY_MAX_PERIODS per entry, so a member cannot grow the table without bound; the entry's row is
 * locked first so that racing additions count one after another (and an entry deleted meanwhile
 * is not found).
 */
export async function createAway(
  db: Database,
  dj: { id: string; name: string },
  values: AwayValues,
  actor: Actor,
): Promise<AwayPeriod> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: djs.id })
      .from(djs)
      .where(eq(djs.id, dj.id))
      .for('update');
    if (!locked) throw new HttpError(404, 'not_found', localText('away:refusal.djNotFound'));
    const [held] = await tx
      .select({ n: count() })
      .from(djAwayPeriods)
      .where(eq(djAwayPeriods.djId, dj.id));
    if (held!.n >= AWAY_MAX_PERIODS)
      throw new HttpError(
        409,
        'conflict',
        localText('away:refusal.tooMany', { max: AWAY_MAX_PERIODS }),
      );
    const [row] = await tx
      .insert(djAwayPeriods)
      .values({ djId: dj.id, ...toColumns(values) })
      .returning();
    await announce(tx, actor, 'away.create', dj, row!);
    return toAwayPeriod(row!, dj.name);
  });
}

/** Changes a DJ entry's away dates; another entry's id is not found. */
export async function updateAway(
  db: Database,
  dj: { id: string; name: string },
  id: string,
  values: AwayValues,
  actor: Actor,
): Promise<AwayPeriod> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(djAwayPeriods)
      .set({ ...toColumns(values), updatedAt: new Date() })
      .where(and(eq(djAwayPeriods.id, id), eq(djAwayPeriods.djId, dj.id)))
      .returning();
    if (!row) throw notFound();
    await announce(tx, actor, 'away.update', dj, row);
    return toAwayPeriod(row, dj.name);
  });
}

/** Deletes a DJ entry's away dates; another entry's id is not found. */
export async function deleteAway(
  db: Database,
  dj: { id: string; name: string },
  id: string,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(djAwayPeriods)
      .where(and(eq(djAwayPeriods.id, id), eq(djAwayPeriods.djId, dj.id)))
      .returning();
    if (!row) throw notFound();
    await announce(tx, actor, 'away.delete', dj, row);
  });
}

// The note stays out of the log and the event: it is for the DJ and the managers.
async function announce(
  tx: Tx,
  actor: Actor,
  action: string,
  dj: { id: string; name: string },
  row: Row,
) {
  await recordActivity(tx, actor, {
    action,
    subjectType: 'dj',
    subjectId: dj.id,
    details: { name: dj.name, ...timesOf(row) },
  });
  await publishChange(tx, { kind: 'away', by: actor });
}

function toColumns(values: AwayValues) {
  return {
    fromDate: values.fromDate,
    toDate: values.toDate,
    startSlot: values.startTime === null ? null : timeSlot(values.startTime),
    endSlot: values.endTime === null ? null : timeSlot(values.endTime),
    note: values.note,
  };
}

function timesOf(row: Row): AwayTimes {
  return {
    fromDate: row.fromDate,
    toDate: row.toDate,
    startTime: row.startSlot === null ? null : slotClock(row.startSlot),
    endTime: row.endSlot === null ? null : slotClock(row.endSlot),
  };
}

function toAwayPeriod(row: Row, djName: string): AwayPeriod {
  return {
    id: row.id,
    djId: row.djId,
    djName,
    ...timesOf(row),
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}
