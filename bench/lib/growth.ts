import type pg from 'pg';
import { addDays } from '../../src/shared/schedule/week';
import { median } from './stats';

/** One measurement of a growth figure: what it cost at one size of the data. */
export type GrowthRow = {
  /** The figure's name, the same for each of its sizes, e.g. "dashboard API (weeks)". */
  figure: string;
  /** How much data the station held: weeks, series, library entries, target weeks. */
  size: number;
  /** Median milliseconds of one request at that size. */
  ms: number;
  /** The answer's HTTP status, where the figure is about it (a 304 when nothing changed). */
  status?: number;
};

/**
 * What a growth figure is handed. Each figure seeds what it needs, measures, and answers rows;
 * it must work against any version of the server (HTTP and SQL seeding only), so a figure never
 * imports server code.
 */
export type GrowthContext = {
  /** The running server, e.g. http://localhost:4321. */
  baseUrl: string;
  /** Its embedded PostgreSQL, for seeding straight into the tables. */
  databaseUrl: string;
  /** A connection to it (seeding, counts). */
  db: pg.Client;
  /**
   * fetch as the signed-in Station Manager: the session cookie and the app's Origin are added,
   * `path` is relative to baseUrl.
   */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** The week to start from: far in the future, so nothing in it is past. */
  firstWeek: string;
  seed: Seeding;
};

/** Seeding helpers: SQL inserts (seeding through HTTP would take minutes on a shared machine). */
export type Seeding = {
  /** Removes every week, placed show and series (each figure starts from an empty schedule). */
  clearSchedule: () => Promise<void>;
  /** `count` weeks from `from` on (oldest first), each with `showsPerWeek` placed shows. */
  weeks: (from: string, count: number, showsPerWeek?: number) => Promise<void>;
  /**
   * `count` weekly series, each with its first show stored in the week of its start, started
   * `ageWeeks` before `from` (spread over the week's days and hours): without end, or ended
   * `endedAfterWeeks` weeks after their start (a past season's).
   */
  series: (
    from: string,
    count: number,
    ageWeeks?: number,
    endedAfterWeeks?: number,
  ) => Promise<void>;
  /** Library shows up to `total` in all ("Bench Show N"). */
  shows: (total: number) => Promise<void>;
  /** DJs up to `total` in all ("Bench DJ N"). */
  djs: (total: number) => Promise<void>;
};

/** A growth figure: seeds its sizes one after another and answers a row per size. */
export type GrowthFigure = (ctx: GrowthContext) => Promise<GrowthRow[]>;

export function seeding(db: pg.Client): Seeding {
  return {
    async clearSchedule() {
      await db.query('truncate weekly_schedules, recurring_series cascade');
    },
    async weeks(from, count, showsPerWeek = 100) {
      await db.query(
        `insert into weekly_schedules (id, start_date, end_date, status)
         select d, d, d + 6, (array['not-started','draft','finalized'])[1 + (n % 3)]
         from generate_series(0, $2 - 1) n, lateral (select $1::date + n * 7 as d) w
         on conflict (id) do nothing`,
        [from, count],
      );
      // Shows of an hour or an hour and a half, one after another every hour and a half through
      // each day; every 50th (three hours) overlaps its neighbour. They were of one or two hours
      // at the same spacing, so half of them overlapped the next, each a clash of the one DJ: a
      // week no station plans, drawing 94 clash marks and two columns per overlap.
      // `bench/paint.ts` still paints such a week ("overlapping"), without a bar.
      await db.query(
        `insert into scheduled_shows (weekly_schedule_id, show_name, show_color, dj_names,
           show_genres, day_index, time_index, duration, weekly_schedule_status)
         select w.id, 'Archive Show ' || (s % 40), '#3b82f6', '{Alex Rivera}', '{Jazz}',
           s % 7, (s / 7) * 6 % 96, case when s % 50 = 0 then 12 else 4 + (s % 2) * 2 end,
           w.status
         from weekly_schedules w, generate_series(0, $3 - 1) s
         where w.id >= $1::date and w.id < $1::date + $2 * 7`,
        [from, count, showsPerWeek],
      );
      await db.query('analyze weekly_schedules, scheduled_shows');
    },
    async series(from, count, ageWeeks = 0, endedAfterWeeks) {
      const start = addDays(from, -7 * ageWeeks);
      await db.query(
        `insert into weekly_schedules (id, start_date, end_date, status)
         values ($1, $1, $1::date + 6, 'draft') on conflict (id) do nothing`,
        [start],
      );
      await db.query(
        `with made as (
           insert into recurring_series (recurrence_rule, start_date, end_date, time_index,
             duration)
           select jsonb_build_object('frequency', 'weekly', 'interval', 1,
               'byWeekday', jsonb_build_array(n % 7), 'endType', 'never'),
             $1::date + (n % 7), $1::date + (n % 7) + 7 * $3::int - 1, (n * 2) % 96, 2
           from generate_series(0, $2 - 1) n
           returning id, start_date, time_index)
         insert into scheduled_shows (weekly_schedule_id, show_name, show_color, dj_names,
           day_index, time_index, duration, recurring_series_id, original_instance_date,
           weekly_schedule_status)
         select $1::date, 'Series Show', '#10b981', '{Sam Okafor}',
           (start_date - $1::date), time_index, 2, id, start_date, 'draft'
         from made`,
        [start, count, endedAfterWeeks ?? null],
      );
      await db.query('analyze recurring_series, scheduled_shows');
    },
    async shows(total) {
      await db.query(
        `insert into shows (name, duration, color, genres, description)
         select 'Bench Show ' || n, 1, '#8b5cf6', '{Jazz,Talk}', 'A show of the benchmark library'
         from generate_series((select count(*) from shows) + 1, $1) n`,
        [total],
      );
      await db.query('analyze shows');
    },
    async djs(total) {
      await db.query(
        `insert into djs (name, bio, tags)
         select 'Bench DJ ' || n, 'Plays records for the benchmark', '{House}'
         from generate_series((select count(*) from djs) + 1, $1) n`,
        [total],
      );
      await db.query('analyze djs');
    },
  };
}

/** How a figure is sampled: unmeasured warm-up calls, then measured runs. */
export type Sampling = {
  runs?: number;
  warmUp?: number;
  /** Awaited before each call, outside the measured time (e.g. seeding what the call uses). */
  before?: (run: number) => Promise<unknown>;
  /**
   * Stop sampling once the calls took this long in all (at least one measured run): a cost of
   * seconds is told by one or two runs, and the bench has to fit in a few minutes.
   */
  budgetMs?: number;
};

/** Median milliseconds of `runs` calls of `work`, after `warmUp` unmeasured ones. */
export async function medianMs(
  work: (run: number) => Promise<unknown>,
  { runs = 7, warmUp = 2, before, budgetMs = 4_000 }: Sampling = {},
): Promise<number> {
  const times: number[] = [];
  let spent = 0;
  for (let i = -warmUp; i < runs; i++) {
    await before?.(i);
    const started = performance.now();
    await work(i);
    const took = performance.now() - started;
    spent += took;
    if (i >= 0) times.push(took);
    // Past the budget, one more call tells the cost (warm), or the one just made does.
    if (spent > budgetMs && (times.length > 0 || took > budgetMs)) {
      if (times.length === 0) times.push(took);
      break;
    }
  }
  return median(times);
}

/** Reads a whole answer, refusing anything but `expected`. */
export async function answered(response: Response, expected = 200): Promise<ArrayBuffer> {
  const body = await response.arrayBuffer();
  if (response.status !== expected)
    throw new Error(
      `${response.url} answered ${response.status}: ${new TextDecoder().decode(body)}`,
    );
  return body;
}
