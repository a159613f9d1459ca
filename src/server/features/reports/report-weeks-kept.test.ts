import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportFigures } from '../../../shared/reports/report';
import { addDays, type CivilDate } from '../../../shared/schedule/week';
import type { StationClock } from '../../http/app-env';
import { useTestApp } from '../../test/use-test-app';
import { createReportCounting } from './report-counting';

// Reports keep each week's count and count again only the weeks whose mark moved (decision 0073,
// amended 2026-11-27). Seeded in SQL: six finalized weeks from 3 January 2027, each with Alpha
// (Local) on Monday morning and Beta (no category) on Tuesday, and Beta's weekly series on
// Wednesday evenings from the first week.
const NOW = new Date('2027-03-01T16:00:00Z');
const ZONE = 'America/New_York';
const WEEKS = Array.from({ length: 6 }, (_, i) => addDays('2027-01-03', 7 * i));
const CLOCK: StationClock = { timeZone: ZONE, now: () => NOW, overnightContinues: false };
const RANGE = { range: 'custom', from: WEEKS[0]!, to: addDays(WEEKS.at(-1)!, 6), weeks: 'all' };

const { app, staff } = useTestApp({ station: { timeZone: ZONE, now: () => NOW } }, { staff: {} });

beforeAll(async () => {
  await app.db.execute(sql`
    insert into shows (name, duration, color, genres, description) values
      ('Alpha', 1, '#3b82f6', array['Jazz'], ''), ('Beta', 1, '#3b82f6', array['Talk'], '')`);
  await app.db.execute(sql`
    insert into content_categories (name, color, position) values ('Local', '#16a34a', 0)`);
  await app.db.execute(sql`
    insert into show_content_categories (show_id, category_id)
    select s.id, c.id from shows s, content_categories c where s.name = 'Alpha'`);
  await app.db.execute(sql`
    insert into weekly_schedules (id, start_date, end_date, status)
    select d, d, d + 6, 'finalized' from unnest(${`{${WEEKS.join(',')}}`}::date[]) d`);
  await app.db.execute(sql`
    insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_color,
      dj_names, show_genres, day_index, time_index, duration, weekly_schedule_status)
    select w.id, s.id, s.name, s.color, array['Ava'], s.genres, p.day, p.time, p.duration,
      'finalized'
    from weekly_schedules w
    cross join (values ('Alpha', 1, 32, 8), ('Beta', 2, 40, 4)) p(name, day, time, duration)
    join shows s on s.name = p.name`);
  await app.db.execute(sql`
    with made as (
      insert into recurring_series (show_template_id, recurrence_rule, start_date, time_index,
        duration)
      select id, '{"frequency":"weekly","interval":1,"byWeekday":[3],"endType":"never"}'::jsonb,
        ${addDays(WEEKS[0]!, 3)}::date, 80, 4
      from shows where name = 'Beta'
      returning id, show_template_id, start_date
    )
    insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_color,
      dj_names, show_genres, day_index, time_index, duration, recurring_series_id,
      original_instance_date, weekly_schedule_status)
    select ${WEEKS[0]!}::date, s.id, s.name, s.color, array['Bo'], s.genres, 3, 80, 4, m.id,
      m.start_date, 'finalized'
    from made m join shows s on s.id = m.show_template_id`);
});

const revision = async () =>
  Number(
    (
      await app.db.execute<{ value: string }>(
        sql`select value::text as value from revisions where name = 'schedule'`,
      )
    ).rows[0]!.value,
  );

/** The report counted from scratch by a counting that keeps nothing yet. */
const fromScratch = async (weekIds: readonly CivilDate[] = WEEKS) =>
  createReportCounting().figures(app.db, weekIds, 'all', CLOCK, await revision());

/** The figures of GET /api/reports over the six weeks, without what heads the document. */
async function reported(): Promise<ReportFigures> {
  const response = await staff.client.get(`/api/reports?${new URLSearchParams(RANGE).toString()}`);
  expect(response.status, response.text).toBe(200);
  const report: Partial<Report> = response.json<{ report: Report }>().report;
  for (const key of ['stationName', 'timeZone', 'madeAt', 'paperSize', 'range', 'weeksCounted']) {
    delete report[key as keyof Report];
  }
  return report as ReportFigures;
}

describe('reports keep each week counted', () => {
  it('after a change, count again only the weeks whose mark moved, to the figures counted from scratch', async () => {
    const counted: CivilDate[][] = [];
    const counting = createReportCounting({ onWeeksCounted: (ids) => counted.push([...ids]) });
    const figures = async () => counting.figures(app.db, WEEKS, 'all', CLOCK, await revision());

    expect(await figures()).toEqual(await fromScratch());
    expect(counted).toEqual([WEEKS]);
    expect(await figures()).toEqual(await fromScratch());
    expect(counted).toHaveLength(1);

    // A longer Alpha in the third week marks it and the week after (its Saturday night could
    // carry in: decision 0059), and nothing else.
    await app.db.execute(sql`
      update scheduled_shows set duration = 12
      where weekly_schedule_id = ${WEEKS[2]!} and show_name = 'Alpha'`);
    const longer = await figures();
    expect(counted[1]).toEqual([WEEKS[2], WEEKS[3]]);
    expect(longer).toEqual(await fromScratch());
    expect(longer.byShow.find((s) => s.name === 'Alpha')!.minutes).toBe(6 * 120 + 60);

    // The last week's change counts that week alone; a status change counts only its week.
    await app.db.execute(sql`
      update scheduled_shows set show_name = 'Alpha Late'
      where weekly_schedule_id = ${WEEKS[5]!} and show_name = 'Alpha'`);
    await app.db.execute(sql`update weekly_schedules set status = 'draft' where id = ${WEEKS[1]!}`);
    const renamed = await figures();
    expect(counted[2]).toEqual([WEEKS[1], WEEKS[5]]);
    expect(renamed).toEqual(await fromScratch());
    expect(renamed.weeks[1]!.status).toBe('draft');

    // A range kept is summed anew for a narrower "which" without counting its weeks again.
    const finalized = await counting.figures(app.db, WEEKS, 'finalized', CLOCK, await revision());
    expect(counted).toHaveLength(3);
    expect(finalized.weeks.map((w) => w.id)).toEqual(WEEKS.filter((w) => w !== WEEKS[1]));
  });

  it('keeps at most the weeks it is given, dropping the least recently read range first', async () => {
    const counted: CivilDate[][] = [];
    const counting = createReportCounting({
      keptWeeks: 4,
      onWeeksCounted: (ids) => counted.push([...ids]),
    });
    const figures = async (weekIds: CivilDate[]) =>
      counting.figures(app.db, weekIds, 'all', CLOCK, await revision());
    const [early, late] = [WEEKS.slice(0, 3), WEEKS.slice(3)];
    await figures(early);
    await figures(late);
    // Six weeks are more than four: the early range went, the late one stays.
    await figures(late);
    expect(counted).toEqual([early, late]);
    expect(await figures(early)).toEqual(await fromScratch(early));
    expect(counted).toEqual([early, late, early]);
  });

  // Each change below is read by reports alone (the dashboard counts none of it): the next report
  // shows it, and equals the report counted from scratch.
  const changes: [string, SQL][] = [
    [
      "a placement's genres",
      sql`update scheduled_shows set show_genres = '{Folk}'
        where weekly_schedule_id = ${WEEKS[1]!} and show_name = 'Alpha'`,
    ],
    [
      'a placement\'s "Repeat" flag',
      sql`update scheduled_shows set is_repeat = true
        where weekly_schedule_id = ${WEEKS[2]!} and show_name = 'Alpha'`,
    ],
    [
      "a placement's Show Library entry",
      sql`update scheduled_shows set show_template_id = (select id from shows where name = 'Beta')
        where weekly_schedule_id = ${WEEKS[3]!} and show_name = 'Alpha'`,
    ],
    ['a series\' "Repeat" flag', sql`update recurring_series set is_repeat = true`],
    [
      "a series' Show Library entry",
      sql`update recurring_series set show_template_id = (select id from shows where name = 'Alpha')`,
    ],
    [
      'a category given to a show',
      sql`insert into show_content_categories (show_id, category_id)
        select s.id, c.id from shows s, content_categories c where s.name = 'Beta'`,
    ],
    [
      'a fill-in taken (the taker hosts the airing, as its own exception)',
      sql`with taken as (
          insert into fill_in_requests (airing_key, airing_date, week_id, day_index, time_index,
            duration, starts_at, ends_at, show_name, state)
          values ('kept', ${addDays(WEEKS[4]!, 3)}, ${WEEKS[4]!}, 3, 80, 4, now(), now(), 'Beta',
            'taken')
        )
        insert into scheduled_shows (weekly_schedule_id, show_template_id, show_name, show_color,
          dj_names, show_genres, day_index, time_index, duration, recurring_series_id,
          original_instance_date, is_exception, weekly_schedule_status)
        select ${WEEKS[4]!}, show_template_id, show_name, show_color, '{Taker}', show_genres,
          3, 80, 4, recurring_series_id, ${addDays(WEEKS[4]!, 3)}, true, 'finalized'
        from scheduled_shows where recurring_series_id is not null and not is_exception`,
    ],
  ];
  it.each(changes)('shows %s in the next report', async (_, change) => {
    const before = await reported();
    await app.db.execute(change);
    const after = await reported();
    expect(after).not.toEqual(before);
    expect(after).toEqual(await fromScratch());
  });
});
