import type { AwayReach } from '../../away/away-reads';
import type { TakenFillIn } from '../../../../shared/fill-ins/airing-key';
import { sql } from 'drizzle-orm';
import type { RecurrenceRule } from '../../../../shared/schedule/recurrence';
import type { ScheduledBlock } from '../../../../shared/schemas/schedule';
import type { scheduledShows } from '../../../db/schema';

/*
 * A week's stored shows as they are read for drawing and checking: the columns, their mapping
 * from node-postgres, and what a week holds once read (week-reads.ts reads it, week-view.ts draws it).
 */

/**
 * The columns a block is drawn and checked from. Timestamps and the week's own columns are left
 * out: parsing them into 672 rows per answer was measurable work for nothing (npm run bench).
 */
export type ShowRow = Pick<
  typeof scheduledShows.$inferSelect,
  | 'id'
  | 'version'
  | 'showTemplateId'
  | 'showName'
  | 'showGenres'
  | 'showDescription'
  | 'showColor'
  | 'showImageUrl'
  | 'djNames'
  | 'djAvatarUrls'
  | 'dayIndex'
  | 'timeIndex'
  | 'duration'
  | 'recurringSeriesId'
  | 'isException'
  | 'isDeletedInstance'
  | 'originalInstanceDate'
  | 'isRepeat'
>;
/** ShowRow's columns as node-postgres hands them over (dates stay text, as Drizzle asks). */
export type StoredRow = {
  id: string;
  version: number;
  show_template_id: string | null;
  show_name: string;
  show_genres: string[];
  show_description: string | null;
  show_color: string;
  show_image_url: string | null;
  dj_names: string[];
  dj_avatar_urls: string[];
  day_index: number;
  time_index: number;
  duration: number;
  recurring_series_id: string | null;
  is_exception: boolean;
  is_deleted_instance: boolean;
  original_instance_date: string | null;
  is_repeat: boolean;
};

/** The series fields an expansion needs. */
export type SeriesRow = {
  id: string;
  recurrence_rule: RecurrenceRule;
  start_date: string;
  end_date: string | null;
  time_index: number;
  duration: number;
  /** Its instances are repeats (rebroadcasts) when it is. */
  is_repeat: boolean;
};

// The reads of a week answer are written as SQL and mapped by hand: Drizzle's query building and
// per-column mapping of up to 672 rows were a third of the time a week read anew takes beyond
// the SQL itself (npm run bench, DESIGN.md §6).
export const STORED_COLUMNS = sql.raw(`id, version, show_template_id, show_name, show_genres,
  show_description, show_color, show_image_url, dj_names, dj_avatar_urls, day_index, time_index,
  duration, recurring_series_id, is_exception, is_deleted_instance, original_instance_date,
  is_repeat`);

export function toShowRow(row: StoredRow): ShowRow {
  return {
    id: row.id,
    version: row.version,
    showTemplateId: row.show_template_id,
    showName: row.show_name,
    showGenres: row.show_genres,
    showDescription: row.show_description,
    showColor: row.show_color,
    showImageUrl: row.show_image_url,
    djNames: row.dj_names,
    djAvatarUrls: row.dj_avatar_urls,
    dayIndex: row.day_index,
    timeIndex: row.time_index,
    duration: row.duration,
    recurringSeriesId: row.recurring_series_id,
    isException: row.is_exception,
    isDeletedInstance: row.is_deleted_instance,
    originalInstanceDate: row.original_instance_date,
    isRepeat: row.is_repeat,
  };
}

/**
 * What a week holds: its stored shows, the instances its recurring series generate there, and
 * (where overnight shows continue, decision 0057) the shows of the week before's Saturday that
 * run on into its Sunday, as day -1 of this week (week-edge.ts).
 */
export type WeekContent = {
  rows: ShowRow[];
  instances: ScheduledBlock[];
  carriedIn: ScheduledBlock[];
  /** The away dates reaching the week (decision 0065); absent where a read did not ask. */
  away?: AwayReach;
  /** The taken fill-in requests of its airings, by airing key (decision 0068); absent: none read. */
  fillIns?: ReadonlyMap<string, TakenFillIn>;
};

/**
 * A placed show's copy of its library show and DJs (taken when placed, SPEC.md §3) and its place
 * in the week: what a drawn block and a show kept for Undo both carry, in this order.
 */
export function placedDetails(row: ShowRow) {
  return {
    showName: row.showName,
    showGenres: row.showGenres,
    showDescription: row.showDescription,
    showColor: row.showColor,
    showImageUrl: row.showImageUrl,
    djNames: row.djNames,
    djAvatarUrls: row.djAvatarUrls,
    dayIndex: row.dayIndex,
    timeIndex: row.timeIndex,
    duration: row.duration,
    // Only a repeat says so: a first airing's answer stays as it was before repeats existed.
    ...(row.isRepeat && { isRepeat: true as const }),
  };
}
