import { sql } from 'drizzle-orm';
import { slotClock, type AwayHost, type AwayWindow } from '../../../shared/away/away-periods';
import { addDays, type CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';

type Executor = Pick<Database, 'execute'>;

type Row = {
  dj_id: string;
  from_date: string;
  to_date: string;
  start_slot: number | null;
  end_slot: number | null;
  name: string;
  former_names: string[];
};

/** The away dates reaching some days: when, whose, and the hosts' names they tie to airings. */
export type AwayReach = { windows: AwayWindow[]; hosts: AwayHost[] };

export const NO_AWAY: AwayReach = { windows: [], hosts: [] };

/**
 * Every away period that shares a day with `from`..`to`, in one query (the index on to_date
 * starts at the first day asked): a week read asks for its days with one on either side, where
 * its overnight shows reach. Each DJ entry is one host with its name and former names, since
 * placements keep the names of the day they were placed (dj-former-names.ts).
 */
export async function awayBetween(
  db: Executor,
  from: CivilDate,
  to: CivilDate,
): Promise<AwayReach> {
  const { rows } = await db.execute<Row>(sql`
    select p.dj_id, p.from_date::text as from_date, p.to_date::text as to_date, p.start_slot,
      p.end_slot, d.name, d.former_names
    from dj_away_periods p join djs d on d.id = p.dj_id
    where p.to_date >= ${from} and p.from_date <= ${to}
    order by p.from_date, p.start_slot nulls first, p.id`);
  const windows = rows.map(toWindow);
  const byDj = new Map<string, AwayHost & { periods: AwayWindow[] }>();
  rows.forEach((row, i) => {
    const host = byDj.get(row.dj_id) ?? {
      name: row.name,
      names: [row.name, ...row.former_names],
      periods: [],
    };
    host.periods.push(windows[i]!);
    byDj.set(row.dj_id, host);
  });
  return { windows, hosts: [...byDj.values()] };
}

function toWindow(row: Row): AwayWindow {
  return {
    djId: row.dj_id,
    fromDate: row.from_date,
    toDate: row.to_date,
    startTime: row.start_slot === null ? null : slotClock(row.start_slot),
    endTime: row.end_slot === null ? null : slotClock(row.end_slot),
  };
}

/**
 * The away hosts of each of some weeks (the dashboard's stale weeks), from one read over their
 * whole stretch: each week sees the periods reaching its days or a day either side.
 */
export async function awayOfWeeks(
  db: Executor,
  weekIds: readonly CivilDate[],
): Promise<(weekId: CivilDate) => AwayHost[]> {
  if (weekIds.length === 0) return () => [];
  const sorted = [...weekIds].sort();
  const reach = await awayBetween(db, addDays(sorted[0]!, -1), addDays(sorted.at(-1)!, 7));
  if (reach.hosts.length === 0) return () => [];
  return (weekId) => {
    const from = addDays(weekId, -1);
    const to = addDays(weekId, 7);
    return reach.hosts
      .map((h) => ({
        ...h,
        periods: h.periods.filter((p) => p.toDate >= from && p.fromDate <= to),
      }))
      .filter((h) => h.periods.length > 0);
  };
}
