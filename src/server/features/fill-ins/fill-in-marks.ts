import { sql } from 'drizzle-orm';
import type { TakenFillIn } from '../../../shared/fill-ins/airing-key';
import { addDays, type CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';

type Executor = Pick<Database, 'execute'>;

type Row = {
  airing_key: string;
  taker_dj_id: string;
  host_names: string[];
  name: string;
  former_names: string[];
};

/**
 * The taken fill-in requests of the airings of the weeks `fromWeek` to `toWeek`, by airing key: one
 * query on the requests' week index, whatever the number of airings, read beside the weeks' other
 * reads. A week read asks from the week before (whose Saturday shows it may carry in). Readers
 * mark the blocks they name "(fill-in)" (decision 0068): the grid, My Shows, the public outputs
 * and the calendars all get it from here.
 */
export async function takenFillInsBetween(
  db: Executor,
  fromWeek: CivilDate,
  toWeek: CivilDate,
): Promise<Map<string, TakenFillIn>> {
  const { rows } = await db.execute<Row>(sql`
    select r.airing_key, r.taker_dj_id, r.host_names, d.name, d.former_names
    from fill_in_requests r join djs d on d.id = r.taker_dj_id
    where r.state = 'taken' and r.week_id between ${fromWeek}::date and ${toWeek}::date`);
  return new Map(
    rows.map((r) => [
      r.airing_key,
      {
        airingKey: r.airing_key,
        djId: r.taker_dj_id,
        djNames: [r.name, ...r.former_names],
        forHosts: r.host_names,
      },
    ]),
  );
}

/** A week's and the week before's (the shows it carries in). */
export const takenFillInsOf = (db: Executor, weekId: CivilDate) =>
  takenFillInsBetween(db, addDays(weekId, -7), weekId);

/** Whether any of these DJ entries took a fill-in of an airing in the weeks `fromWeek`..`toDate`. */
export async function takesFillIns(
  db: Executor,
  djIds: readonly string[],
  fromWeek: CivilDate,
  toDate: CivilDate,
): Promise<boolean> {
  if (djIds.length === 0) return false;
  const ids = sql.join(
    djIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute(sql`
    select 1 from fill_in_requests
    where state = 'taken' and taker_dj_id in (${ids})
      and week_id between ${fromWeek}::date and ${toDate}::date
    limit 1`);
  return rows.length > 0;
}
