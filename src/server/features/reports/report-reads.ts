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
 * Everything a report over these weeks counts, in a fixed number of reads whatever the range:
 * the weeks' statuses, their blocks (the dashboard's expansion, blocksWithCarriedIn), the
 * station's categories and which shows carry them, and the fill-in requests of the weeks.
 * Finalized-only counts the stored finalized weeks; "all" counts every week of the range that
 * holds something or was written to, as the dashboard lists weeks (decision 0053).
 */
export async function readReportInput(
  db: Database,
  weekIds: readonly CivilDate[],
  which: ReportWeeks,
  clock: StationClock,
): Promise<ReportInput> {
  const [stored, categories, tags] = await readTogether(
    db,
    () =>
      db.execute<{ id: string; status: ReportWeekInput['status'] }>(sql`
        select id::text as id, status from weekly_schedules
        where id = any(${dateArray(weekIds)}::date[])`),
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
        sql`select show_id, category_id from show_content_categories`,
      ),
  );
  const status = new Map(stored.rows.map((r) => [r.id, r.status]));
  const counted =
    which === 'finalized' ? weekIds.filter((id) => status.get(id) === 'finalized') : weekIds;
  const [{ blocks, carriedIn }, fillIns] = await Promise.all([
    blocksWithCarriedIn(db, counted, clock),
    counted.length === 0
      ? { rows: [] }
      : db.execute<{ state: string }>(sql`
          select state from fill_in_requests where week_id = any(${dateArray(counted)}::date[])`),
  ]);
  const weeks: ReportWeekInput[] = counted
    .filter((id) => status.has(id) || (blocks.get(id)?.length ?? 0) > 0)
    .map((id) => ({
      id,
      status: status.get(id) ?? 'not-started',
      blocks: blocks.get(id) ?? [],
      carriedIn: carriedIn(id),
    }));
  const categoriesOfShow = new Map<string, string[]>();
  for (const { show_id, category_id } of tags.rows) {
    categoriesOfShow.set(show_id, [...(categoriesOfShow.get(show_id) ?? []), category_id]);
  }
  return {
    weeks,
    timeZone: clock.timeZone,
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
