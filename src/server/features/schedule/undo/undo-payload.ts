import { z } from 'zod';
import { recurrenceRuleSchema } from '../../../../shared/schedule/recurrence';
import { isCivilDate } from '../../../../shared/schedule/week';

/*
 * What the server keeps when a delete may be undone (table undo_records). Written only by the
 * server; it is parsed again when read, so a record kept by an older version of this shape is
 * refused instead of half-restored.
 */

const civilDate = z.string().refine(isCivilDate);
const day = z.number().int().min(0).max(6);
const time = z.number().int().min(0).max(95);
const length = z.number().int().min(1).max(96);

/** A scheduled_shows row as it was stored, everything needed to write it again unchanged. */
export const storedShowSchema = z.strictObject({
  id: z.uuid(),
  weeklyScheduleId: civilDate,
  showTemplateId: z.uuid().nullable(),
  showName: z.string().min(1).max(200),
  showGenres: z.array(z.string().max(100)).max(100),
  showDescription: z.string().max(5000).nullable(),
  showColor: z.string().min(1).max(50),
  // An uploaded image may be stored inline as a data URL (SPEC.md §5 "Show form"): up to ~7 MB.
  showImageUrl: z.string().max(8_000_000).nullable(),
  djNames: z.array(z.string().max(200)).max(100),
  djAvatarUrls: z.array(z.string().max(8_000_000)).max(100),
  dayIndex: day,
  timeIndex: time,
  duration: length,
  recurringSeriesId: z.uuid().nullable(),
  isException: z.boolean(),
  isDeletedInstance: z.boolean(),
  originalInstanceDate: civilDate.nullable(),
  /** A repeat (decision 0072); absent in records kept before, and for a first airing. */
  isRepeat: z.boolean().optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StoredShow = z.infer<typeof storedShowSchema>;

/** A recurring_series row as it was stored. */
export const storedSeriesSchema = z.strictObject({
  id: z.uuid(),
  showTemplateId: z.uuid().nullable(),
  recurrenceRule: recurrenceRuleSchema,
  startDate: civilDate,
  endDate: civilDate.nullable(),
  timeIndex: time,
  duration: length,
  isRepeat: z.boolean().optional(),
});
export type StoredSeries = z.infer<typeof storedSeriesSchema>;

const versioned = z.strictObject({ id: z.uuid(), version: z.number().int().min(1) });

/**
 * What a bulk write (an import, a copy, a series creation) made, so its Undo can take exactly
 * that away again (docs/decisions/0033): `rows` are the scheduled shows it wrote, `joined` the
 * placed shows it made the first of a series, `series` the series it created, `templates` the
 * library shows it created, `weeks` the weeks it created; `weekId` is the week the answer shows.
 */
export const createdPayloadSchema = z.strictObject({
  kind: z.literal('created'),
  /** Which operation made it, as the activity log names the undo. */
  what: z.enum(['import', 'copy', 'series']),
  weekId: civilDate,
  rows: z.array(versioned).max(10_000),
  joined: z.array(versioned).max(100),
  series: z.array(z.uuid()).max(1000),
  templates: z.array(z.uuid()).max(1000),
  weeks: z.array(civilDate).max(100),
});
export type CreatedPayload = z.infer<typeof createdPayloadSchema>;

/**
 * What undoing a delete writes back (or, `created`, what undoing a bulk write takes away):
 * - `show`: a plain placed show, inserted again with its id;
 * - `exception`: a deleted exception, whose removal marker (still holding every field) becomes
 *   the exception again, if nobody changed it since `version`;
 * - `series`: the first show of a series, whose delete ended the series: the series, its first
 *   show and its removal markers are written again and its exceptions, which had become plain
 *   shows, rejoin it.
 */
export const undoPayloadSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('show'), show: storedShowSchema }),
  z.strictObject({
    kind: z.literal('exception'),
    id: z.uuid(),
    version: z.number().int().min(1),
  }),
  z.strictObject({
    kind: z.literal('series'),
    series: storedSeriesSchema,
    rows: z.array(storedShowSchema).min(1),
    exceptions: z.array(z.strictObject({ id: z.uuid(), originalInstanceDate: civilDate })),
  }),
  // Edit Series or End Series Here: the series and its rows as they were, the series the change
  // created, and a digest of what the change left (series-change-undo.ts).
  z.strictObject({
    kind: z.literal('series-change'),
    series: storedSeriesSchema,
    rows: z.array(storedShowSchema),
    created: z.array(z.uuid()),
    stamp: z.string().max(64),
  }),
  createdPayloadSchema,
  // A season's carry forward: each series' rule and end as they were before it continued them
  // into the next season, and a digest of what the carry left (season-carry.service.ts).
  z.strictObject({
    kind: z.literal('season-carry'),
    season: z.string().min(1).max(60),
    /** The carried season's last day: the dates the carry added are after it. */
    from: civilDate,
    series: z
      .array(
        z.strictObject({
          id: z.uuid(),
          recurrenceRule: recurrenceRuleSchema,
          endDate: civilDate.nullable(),
        }),
      )
      .min(1)
      .max(1000),
    stamp: z.string().max(64),
  }),
]);
export type UndoPayload = z.infer<typeof undoPayloadSchema>;
