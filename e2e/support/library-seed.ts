import type pg from 'pg';

const GENRES = ['Jazz', 'Soul', 'Hip Hop', 'Electronic', 'Talk', 'Rock', 'Classical', 'News'];
const COLORS = ['#3b82f6', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#ec4899'];

/**
 * Adds library shows straight in SQL until the station has `total` (seeding thousands through the
 * API would take minutes on a shared machine). Like a real library: names that sort in no
 * particular order, one or two of 40 DJs, two genres, a description of a few sentences. Names
 * are "Seeded Show 00001" onwards, so the last one by name is known: `seededShowName(total)`.
 */
export async function seedLibraryShows(client: pg.Client, total: number): Promise<void> {
  const { rows } = await client.query<{ count: string }>('select count(*) from shows');
  const existing = Number(rows[0]!.count);
  if (existing >= total) return;
  await client.query(
    `insert into djs (name, email, tags)
     select 'Seeded DJ ' || n, 'seeded-dj-' || n || '@station.example', '{}'
     from generate_series(1, 40) n
     where not exists (select 1 from djs where name = 'Seeded DJ 1')`,
  );
  const { rows: djs } = await client.query<{ id: string }>(
    `select id from djs where name like 'Seeded DJ %' order by name`,
  );
  const djIds = djs.map((dj) => dj.id);
  await client.query(
    `insert into shows (name, dj_ids, duration, genres, description, color, created_at)
     select 'Seeded Show ' || lpad(n::text, 5, '0'),
       ($3::uuid[])[1 + (n * 7) % 40:1 + (n * 7) % 40 + (n % 2)],
       1 + (n % 8) * 0.25,
       array[($4::text[])[1 + n % 8], ($4::text[])[1 + (n + 3) % 8]],
       'Music and talk for the station, hour by hour. ' || repeat('A longer note on the show. ', 1 + n % 6),
       ($5::text[])[1 + n % 6],
       now() - make_interval(secs => n)
     from generate_series($1::int, $2::int) n`,
    [existing + 1, total, djIds, GENRES, COLORS],
  );
}

/** The name of the n-th seeded show (1-based). */
export function seededShowName(n: number): string {
  return `Seeded Show ${String(n).padStart(5, '0')}`;
}
