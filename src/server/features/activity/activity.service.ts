import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_KINDS,
  type ActivityEntryView,
  type ActivityPage,
  type StationActivityQuery,
} from '../../../shared/activity/activity-entry';
import { addDays } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { activityLog } from '../../db/schema';

type Row = typeof activityLog.$inferSelect;
type PageRequest = { limit: number; cursor?: string | undefined };

/**
 * A week's history, newest first: every entry recorded with that week's Sunday; with the actors'
 * e-mails only when the reader may see them.
 */
export async function readWeekActivity(
  db: Database,
  weekId: string,
  page: PageRequest,
  { withEmail }: { withEmail: boolean },
): Promise<ActivityPage> {
  return readPage(db, [eq(activityLog.weekId, weekId)], page, { withEmail });
}

/**
 * The station's log, newest first, filtered by member (their account id), kind of change, week,
 * and days (from/to, both included, in the station's zone: a manager asking for "the 24th" means
 * the station's 24th).
 */
export async function readStationActivity(
  db: Database,
  query: StationActivityQuery,
  timeZone: string,
): Promise<ActivityPage> {
  const where: SQL[] = [];
  if (query.member) where.push(eq(activityLog.actorId, query.member));
  if (query.kind) where.push(inArray(activityLog.subjectType, [...ACTIVITY_KINDS[query.kind]]));
  if (query.week) where.push(eq(activityLog.weekId, query.week));
  if (query.from) where.push(gte(activityLog.at, startOfDay(query.from, timeZone)));
  if (query.to) where.push(lt(activityLog.at, startOfDay(addDays(query.to, 1), timeZone)));
  return readPage(db, where, query, { withEmail: true });
}

/** How many members the log's member filter offers at most. */
export const ACTORS_LIMIT = 500;

/**
 * The members named in the log (for its member filter), each with the name of their latest
 * entry, by name. Removed accounts (no id any more) are not offered: nothing could match them.
 */
export async function readActivityActors(db: Database): Promise<{ id: string; name: string }[]> {
  const rows = await db.execute<{ id: string; name: string }>(sql`
    select id, name from (
      select distinct on (actor_id) actor_id as id, actor_name as name
      from activity_log where actor_id is not null
      order by actor_id, id desc
    ) latest order by lower(name), id limit ${ACTORS_LIMIT}`);
  return rows.rows;
}

/** Midnight of a civil date in a zone, as PostgreSQL computes it (DST-correct). */
function startOfDay(date: string, timeZone: string): SQL<Date> {
  return sql<Date>`(${date}::date::timestamp at time zone ${timeZone})`;
}

/**
 * One page by keyset: entries with an id below the cursor, newest (highest id) first. One more
 * than asked is read to know whether a next page exists.
 */
async function readPage(
  db: Database,
  where: SQL[],
  page: PageRequest,
  { withEmail }: { withEmail: boolean },
): Promise<ActivityPage> {
  const conditions = page.cursor ? [...where, lt(activityLog.id, Number(page.cursor))] : where;
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(...conditions))
    .orderBy(desc(activityLog.id))
    .limit(page.limit + 1);
  const entries = rows.slice(0, page.limit).map((row) => toView(row, withEmail));
  const more = rows.length > page.limit;
  return { entries, nextCursor: more ? entries[entries.length - 1]!.id : null };
}

function toView(row: Row, withEmail: boolean): ActivityEntryView {
  return {
    ...(withEmail && { actorEmail: row.actorEmail }),
    id: String(row.id),
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    weekId: row.weekId,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}
