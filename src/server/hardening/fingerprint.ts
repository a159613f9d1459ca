import type pg from 'pg';

/** The product's data tables: a refused request must leave every one of them as it was. */
const TABLES = [
  'users',
  'profiles',
  'djs',
  'shows',
  'content_categories',
  'show_content_categories',
  'weekly_schedules',
  'recurring_series',
  'scheduled_shows',
  'media',
  'station_settings',
  'invitations',
] as const;

/** A hash of each data table's full contents, by table name. */
export async function databaseFingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const columns = TABLES.map(
    (table) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
  );
  const { rows } = await pool.query<Record<string, string>>(`select ${columns.join(', ')}`);
  return rows[0]!;
}
