import { z } from 'zod';
import { isCivilDate } from '../schedule/week';

/**
 * One entry of the activity log as the API answers it (DESIGN.md D13). `details` holds what a
 * sentence about the change needs (see describe-activity.ts), never secrets.
 */
export type ActivityEntryView = {
  id: string;
  /** When, an ISO instant. */
  at: string;
  actorId: string | null;
  actorName: string;
  /** The actor's account e-mail when they acted: only in the station-wide log (managers). */
  actorEmail?: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  weekId: string | null;
  details: Record<string, unknown>;
};

/** A page of entries, newest first; `nextCursor` asks for the next (older) page. */
export type ActivityPage = { entries: ActivityEntryView[]; nextCursor: string | null };

/** The kinds of change the station-wide log filters by, and the subjects each covers. */
export const ACTIVITY_KINDS = {
  schedule: ['block', 'series', 'week'],
  library: ['show', 'dj'],
  team: ['member', 'invitation'],
  settings: ['settings'],
} as const satisfies Record<string, readonly string[]>;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_NAMES = Object.keys(ACTIVITY_KINDS) as ActivityKind[];

export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 100;

export const ACTIVITY_MESSAGES = {
  limit: `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`,
  cursor: 'Cursor is not one this list gave',
  kind: `Kind must be one of: ${ACTIVITY_KIND_NAMES.join(', ')}`,
  member: 'Member must be a member id',
  date: 'Date must be a date (YYYY-MM-DD)',
  range: 'The start date must not be after the end date',
  week: 'Week must be a date (YYYY-MM-DD)',
  weekOutOfRange: 'Week must be a date from 1970 to 2199',
} as const;

/**
 * The position after an entry in newest-first order: its id (entries are numbered in the order
 * they were written, so ids never move between pages). Opaque to the browser.
 */
export const activityCursorSchema = z
  .string({ error: ACTIVITY_MESSAGES.cursor })
  .regex(/^[1-9]\d{0,15}$/, { error: ACTIVITY_MESSAGES.cursor });

const civilDate = (message: string) =>
  z.string({ error: message }).refine(isCivilDate, { error: message });

/** The query of a week's history: GET /api/weeks/:date/activity?limit=&cursor= */
export const weekActivityQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: ACTIVITY_MESSAGES.limit })
    .int({ error: ACTIVITY_MESSAGES.limit })
    .min(1, { error: ACTIVITY_MESSAGES.limit })
    .max(ACTIVITY_PAGE_MAX, { error: ACTIVITY_MESSAGES.limit })
    .default(ACTIVITY_PAGE_DEFAULT),
  cursor: activityCursorSchema.optional(),
});

/** The station-wide log's filters: GET /api/activity?member=&kind=&from=&to=&week=&limit=&cursor= */
export const stationActivityQuerySchema = weekActivityQuerySchema
  .extend({
    member: z.string({ error: ACTIVITY_MESSAGES.member }).min(1).max(200).optional(),
    kind: z
      .enum(ACTIVITY_KIND_NAMES as [ActivityKind, ...ActivityKind[]], {
        error: ACTIVITY_MESSAGES.kind,
      })
      .optional(),
    /** Entries on or after this day (station zone). */
    from: civilDate(ACTIVITY_MESSAGES.date).optional(),
    /** Entries on or before this day (station zone). */
    to: civilDate(ACTIVITY_MESSAGES.date).optional(),
    week: civilDate(ACTIVITY_MESSAGES.week).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: ACTIVITY_MESSAGES.range,
    path: ['to'],
  });
export type StationActivityQuery = z.infer<typeof stationActivityQuerySchema>;
