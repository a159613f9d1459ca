import { sql } from 'drizzle-orm';
import type { CommitmentKind } from '../../../shared/library/commitments';
import type { ReportWeeks } from '../../../shared/reports/report-range';
import type { CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { readTogether } from '../../db/read-together';
import type { StationClock } from '../../http/app-env';
import { blocksWithCarriedIn } from '../schedule/weeks/week-blocks';
import type { ReportCategory, ReportInput, ReportWeekInput } from './report-engine';

const dateArray = (dates: readonly string[]) => `{${dates.join(',')}}`;

/**
 * The schedule's part of a report's input: the weeks it counts with their blocks, which change
 * only with the schedule revision (the zone and overnight rule move it too).
 */
export type CountedWeeks = {
  /** Every week id counted (for "all", the whole range), for the fill-in requests. */
  counted: readonly CivilDate[];
  weeks: ReportInput['weeks'];
};

/** The rest of the input, which no revision follows: read for every report (small reads). */
export type ReportLibraryInput = Pick<
  ReportInput,
  'categories' | 'categoriesOfShow' | 'fillInStates'
>;

/**
 * The weeks' statuses, then the blocks of those counted (the dashboard's expansion,
 * blocksWithCarriedIn): four reads whatever the range. Finalized-only counts the stored
 * finalized weeks; "all" counts every week of the range that holds something or was written
 * to, as the dashboard lists weeks (decision 0053).
 */
export async function readCountedWeeks(
  db: Database,
  weekIds: readonly CivilDate[],
  which: ReportWeeks,
  clock: StationClock,
): Promise<CountedWeeks> {
  const stored = await db.execute<{ id: string; status: ReportWeekInput['status'] }>(sql`
    select id::text as id, status from weekly_schedules
    where id = any(${dateArray(weekIds)}::date[])`);
  const status = new Map(stored.rows.map((r) => [r.id, r.status]));
  const counted =
    which === 'finalized' ? weekIds.filter((id) => status.get(id) === 'finalized') : weekIds;
  const { blocks, carriedIn } = await blocksWithCarriedIn(db, counted, clock);
  const weeks = counted
    .filter((id) => status.has(id) || (blocks.get(id)?.length ?? 0) > 0)
    .map((id) => ({
      id,
      status: status.get(id) ?? 'not-started',
      blocks: blocks.get(id) ?? [],
      carriedIn: carriedIn(id),
    }));
  return { counted, weeks };
}

/**
 * The station's categories and which shows carry them (read live: decision 0073), and the
 * fill-in requests of the weeks counted: three reads whatever the range.
 */
export async function readLibraryInput(
  db: Database,
  counted: readonly CivilDate[],
): Promise<ReportLibraryInput> {
  const [categories, tags, fillIns] = await readTogether(
    db,
    () =>
      db.execute<{
        id: string;
        name: string;
        color: string;
        commitment_kind: CommitmentKind | null;
        commitment_value: string | null;
      }>(sql`
        select id, name, color, commitment_kind, commitment_value::text as commitment_value
        from content_categories order by position, lower(name)`),
    () =>
      db.execute<{ show_id: string; category_id: string }>(
        sql`select show_id, category_id from show_content_categories order by show_id, category_id`,
      ),
    () =>
      counted.length === 0
        ? Promise.resolve({ rows: [] as { state: string }[] })
        : db.execute<{ state: string }>(sql`
            select state from fill_in_requests where week_id = any(${dateArray(counted)}::date[])
            order by state`),
  );
  const categoriesOfShow = new Map<string, string[]>();
  for (const { show_id, category_id } of tags.rows) {
    categoriesOfShow.set(show_id, [...(categoriesOfShow.get(show_id) ?? []), category_id]);
  }
  return {
    categories: categories.rows.map((c): ReportCategory => ({
      id: c.id,
      name: c.name,
      color: c.color,
      commitmentKind: c.commitment_kind,
      commitmentValue: c.commitment_value === null ? null : Number(c.commitment_value),
    })),
    categoriesOfShow,
    fillInStates: fillIns.rows.map((r) => r.state),
  };
}
