import type pg from 'pg';
import { SHOW_COLORS } from '../../src/shared/constants/palette';
import { addDays } from '../../src/shared/schedule/week';
import { SHOW_NAMES } from './week-fixture';

export const PLACED = 300;
export const SERIES = 20;
export const DASHBOARD_WEEKS = 500;

/**
 * The API benchmark's data, written straight in SQL (seeding through HTTP would take minutes on
 * a shared machine): a week with 300 placed two-slot shows and the instances of 20 weekly series
 * (anchored the week before), and 500 weeks in all, each with some shows, for the dashboard.
 */
export async function seed(client: pg.Client, weekId: string): Promise<void> {
  const anchorWeek = addDays(weekId, -7);
  const firstWeek = addDays(weekId, -7 * (DASHBOARD_WEEKS - 1));
  await client.query('begin');
  const templates: string[] = [];
  for (let i = 0; i < SHOW_NAMES.length; i++) {
    const { rows } = await client.query<{ id: string }>(
      `insert into shows (name, duration, color, genres, description)
       values ($1, 0.5, $2, '{}', 'A show for the benchmark') returning id`,
      [SHOW_NAMES[i], SHOW_COLORS[i % SHOW_COLORS.length]],
    );
    templates.push(rows[0]!.id);
  }
  // 500 weeks, oldest first, ending with the benchmark week.
  await client.query(
    `insert into weekly_schedules (id, start_date, end_date, status)
     select d::date, d::date, d::date + 6, (array['not-started','draft','finalized'])[1 + (n % 3)]
     from generate_series(0, $2 - 1) n, lateral (select $1::date + n * 7 as d) w
     on conflict (id) do nothing`,
    [firstWeek, DASHBOARD_WEEKS],
  );
  await client.query(`update weekly_schedules set status = 'draft' where id in ($1, $2)`, [
    weekId,
    anchorWeek,
  ]);
  // Twenty shows in each other week, for the dashboard's counts.
  await client.query(
    `insert into scheduled_shows (weekly_schedule_id, show_name, show_color, dj_names,
       day_index, time_index, duration, weekly_schedule_status)
     select w.id, 'Archive Show ' || s, '#3b82f6', '{Alex Rivera}', s % 7, (s * 4) % 96, 2, w.status
     from weekly_schedules w, generate_series(0, 19) s
     where w.id not in ($1, $2)`,
    [weekId, anchorWeek],
  );

  // The benchmark week: 320 two-slot places; every 16th holds a series instance, the rest shows.
  let placed = 0;
  let series = 0;
  for (let k = 0; k < PLACED + SERIES; k++) {
    const dayIndex = Math.floor((2 * k) / 96);
    const timeIndex = (2 * k) % 96;
    const t = k % templates.length;
    const values = [SHOW_NAMES[t], SHOW_COLORS[t % SHOW_COLORS.length], dayIndex, timeIndex];
    if (k % 16 === 0 && series < SERIES) {
      const rule = { frequency: 'weekly', interval: 1, byWeekday: [dayIndex], endType: 'never' };
      const { rows } = await client.query<{ id: string }>(
        `insert into recurring_series (show_template_id, recurrence_rule, start_date, time_index, duration)
         values ($1, $2, $3, $4, 2) returning id`,
        [templates[t], JSON.stringify(rule), addDays(anchorWeek, dayIndex), timeIndex],
      );
      await client.query(
        `insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_color,
           dj_names, day_index, time_index, duration, recurring_series_id, weekly_schedule_status)
         values ($5, $6, $1, $2, '{Sam Okafor}', $3, $4, 2, $7, 'draft')`,
        [...values, anchorWeek, templates[t], rows[0]!.id],
      );
      series++;
    } else if (placed < PLACED) {
      await client.query(
        `insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_color,
           dj_names, show_genres, day_index, time_index, duration, weekly_schedule_status)
         values ($5, $6, $1, $2, '{Priya Shah,Max Weber}', '{Jazz}', $3, $4, 2, 'draft')`,
        [...values, weekId, templates[t]],
      );
      placed++;
    }
  }
  await client.query('commit');
  await client.query('analyze');
}
