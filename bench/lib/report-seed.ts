import type pg from 'pg';
import { addDays } from '../../src/shared/schedule/week';

/** Five station-years: the weeks of the report bench. */
export const STATION_WEEKS = 260;
const SHOWS = 30;
/** Placed shows per week, an hour or two each (a realistic week holds 40-80). */
const PLACED_PER_WEEK = 60;
const SERIES = 8;
const FILL_INS_PER_WEEK = 3;

/**
 * Five station-years for Reports (issue 36), written straight in SQL (seeding 260 weeks through
 * HTTP would take minutes on a shared machine): three content categories, two with weekly
 * commitments; thirty Show Library entries carrying them (some two, some none) with genres;
 * `STATION_WEEKS` finalized weeks ending with `newest`, each with sixty placed shows of the
 * library (one or two hosts, every fifth a repeat); eight weekly series of the library running
 * through them all; three fill-in requests a week (taken, not filled, withdrawn).
 */
export async function seedStationYears(db: pg.Client, newest: string): Promise<void> {
  const oldest = addDays(newest, -7 * (STATION_WEEKS - 1));
  await db.query('begin');
  const { rows: categories } = await db.query<{ id: string }>(
    `insert into content_categories (name, color, commitment_kind, commitment_value, position)
     values ('Local', '#16a34a', 'at_least_hours', 10, 0),
            ('News', '#dc2626', 'at_most_percent', 30, 1),
            ('Spanish language', '#9333ea', null, null, 2)
     returning id`,
  );
  await db.query(
    `insert into shows (name, duration, color, genres, description)
     select 'Report Show ' || n, 1, '#3b82f6',
       array[(array['Jazz','Talk','Latin','Pop','Folk'])[1 + n % 5],
             (array['Live','Interview','Mix'])[1 + n % 3]],
       'A show of the report bench'
     from generate_series(0, $1 - 1) n`,
    [SHOWS],
  );
  // Show n carries category n % 4 (the fourth: none); every sixth also carries Local.
  await db.query(
    `insert into show_content_categories (show_id, category_id)
     select s.id, c.id from shows s
     cross join lateral (select substring(s.name from 13)::int as n) k
     join unnest($1::uuid[]) with ordinality c(id, i)
       on c.i - 1 = k.n % 4 or (c.i = 1 and k.n % 6 = 0)
     where s.name like 'Report Show %'
     on conflict do nothing`,
    [categories.map((c) => c.id)],
  );
  await db.query(
    `insert into weekly_schedules (id, start_date, end_date, status)
     select d, d, d + 6, 'finalized'
     from generate_series(0, $2 - 1) n, lateral (select $1::date + n * 7 as d) w
     on conflict (id) do update set status = 'finalized'`,
    [oldest, STATION_WEEKS],
  );
  // Sixty shows a week: day s % 7, every 2.5 hours from midnight, one or two hours long, so
  // nothing overlaps (a finalized week holds none); the evenings 22:00-24:00 are the series'.
  await db.query(
    `insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_color,
       dj_names, show_genres, day_index, time_index, duration, weekly_schedule_status, is_repeat)
     select w.id, s.id, s.name, s.color,
       case when p % 4 = 0 then array['Host ' || (p % 12), 'Host ' || ((p + 5) % 12)]
            else array['Host ' || (p % 12)] end,
       s.genres, p % 7, (p / 7) * 10, 4 + (p % 2) * 4, 'finalized', p % 5 = 0
     from weekly_schedules w, generate_series(0, $3 - 1) p
     join lateral (select id, name, color, genres from shows
                   where name = 'Report Show ' || (p % $4)) s on true
     where w.id >= $1::date and w.id < $1::date + $2 * 7`,
    [oldest, STATION_WEEKS, PLACED_PER_WEEK, SHOWS],
  );
  // Eight weekly series from the oldest week on, never ending, each with its first placement.
  await db.query(
    `with made as (
       insert into recurring_series (show_template_id, recurrence_rule, start_date, time_index,
         duration, is_repeat)
       select s.id, jsonb_build_object('frequency', 'weekly', 'interval', 1,
           'byWeekday', jsonb_build_array(n % 7), 'endType', 'never'),
         $1::date + n % 7, 88 + (n / 7) * 4, 4, n % 2 = 1
       from generate_series(0, $2 - 1) n
       join shows s on s.name = 'Report Show ' || n
       returning id, show_template_id, start_date, time_index, is_repeat
     )
     insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_color,
       dj_names, show_genres, day_index, time_index, duration, recurring_series_id,
       original_instance_date, weekly_schedule_status, is_repeat)
     select $1::date, s.id, s.name, s.color, '{Series Host}', s.genres, m.start_date - $1::date,
       m.time_index, 4, m.id, m.start_date, 'finalized', m.is_repeat
     from made m join shows s on s.id = m.show_template_id`,
    [oldest, SERIES],
  );
  await db.query(
    `insert into fill_in_requests (airing_key, airing_date, week_id, day_index, time_index,
       duration, starts_at, ends_at, show_name, state)
     select 'bench:' || w.id || ':' || r, w.id + r, w.id, r, 0, 4,
       (w.id + r)::timestamptz, (w.id + r)::timestamptz + interval '1 hour', 'Report Show 0',
       (array['taken', 'not-filled', 'withdrawn'])[1 + r]
     from weekly_schedules w, generate_series(0, $3 - 1) r
     where w.id >= $1::date and w.id < $1::date + $2 * 7`,
    [oldest, STATION_WEEKS, FILL_INS_PER_WEEK],
  );
  await db.query('commit');
  await db.query('analyze');
}
