import { sql } from 'drizzle-orm';
import type { CommitmentKind } from '../../../shared/library/commitments';
import type { CivilDate } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import { readTogether } from '../../db/read-together';
import type { StationClock } from '../../http/app-env';
import { blocksWithCarriedIn } from '../schedule/weeks/week-blocks';
import type { ReportCategory, ReportLibrary, ReportWeekInput } from './report-engine';

const dateArray = (dates: readonly string[]) => `{${dates.join(',')}}`;

/** A stored week's status and what marks its content (null: it has no figures row). */
export type WeekMark = { status: ReportWeekInput['status']; mark: string | null };

/**
 * The stored weeks among these, with their status and mark, in one statement whatever the range.
 * The mark is the week's `week_figures.generation` (decision 0042, whose triggers move it at the
 * commit of any write that changes what the week holds; drizzle/*_report-week-marks adds what only reports
 * read) with the week's creation time, so a week deleted and made again never repeats a mark.
 */
export async function readWeekMarks(
  db: Database,
  weekIds: readonly CivilDate[],
): Promise<Map<CivilDate, WeekMark>> {
  if (weekIds.length === 0) return new Map();
  const { rows } = await db.execute<{
    id: string;
    status: ReportWeekInput['status'];
    created_at: string;
    generation: string | null;
  }>(sql`
    select w.id::text as id, w.status, w.created_at::text as created_at,
      f.generation::text as generation
    from weekly_schedules w left join week_figures f on f.week_id = w.id
    where w.id = any(${dateArray(weekIds)}::date[])`);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        status: r.status,
        mark: r.generation === null ? null : `${r.created_at}/${r.generation}`,
      },
    ]),
  );
}

/**
 * The weeks as the report counts them, with their blocks (the dashboard's expansion,
 * blocksWithCarriedIn: three reads whatever the weeks): a stored week always, an unstored one
 * (for "all") only when series fill it, as the dashboard lists weeks (decision 0053); null for
 * one that is neither.
 */
export async function readReportWeeks(
  db: Database,
  weekIds: readonly CivilDate[],
  stored: ReadonlyMap<CivilDate, WeekMark>,
  clock: StationClock,
): Promise<Map<CivilDate, ReportWeekInput | null>> {
  const { blocks, carriedIn } = await blocksWithCarriedIn(db, weekIds, clock);
  return new Map(
    weekIds.map((id) => {
      const status = stored.get(id)?.status;
      const held = blocks.get(id) ?? [];
      if (status === undefined && held.length === 0) return [id, null];
      return [id, { id, status: status ?? 'not-started', blocks: held, carriedIn: carriedIn(id) }];
    }),
  );
}

/**
 * The station's categories and which shows carry them (read live: decision 0073), and the
 * fill-in requests of the weeks counted: three reads whatever the range.
 */
export async function readLibraryInput(
  db: Database,
  counted: readonly CivilDate[],
): Promise<ReportLibrary> {
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
