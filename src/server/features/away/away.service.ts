import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  slotClock,
  timeSlot,
  type AwayPeriod,
  type AwayTimes,
} from '../../../shared/away/away-periods';
import { AWAY_MESSAGES } from '../../../shared/messages/away';
import type { AwayValues } from '../../../shared/schemas/away';
import type { Database } from '../../db/connection';
import { djAwayPeriods, djs } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../realtime/publish-change';
import { recordActivity, type Actor } from '../activity/record-activity';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof djAwayPeriods.$inferSelect;

const notFound = () => new HttpError(404, 'not_found', AWAY_MESSAGES.notFound);

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

/** Adds away dates to a DJ entry, with its activity entry and change event. */
export async function createAway(
  db: Database,
  dj: { id: string; name: string },
  values: AwayValues,
  actor: Actor,
): Promise<AwayPeriod> {
  return db.transaction(async (tx) => {
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
