import { z } from '@hono/zod-openapi';
import { localText, type LocalText } from '../../../shared/i18n/local-text';
import { isCivilDate, addDays } from '../../../shared/schedule/week';

/**
 * The public JSON API v1's shapes: the handlers answer these and the OpenAPI document is written
 * from them (DESIGN.md D14), so the two cannot drift apart.
 */

export const SCHEDULE_MAX_DAYS = 31;

const instant = (example: string) =>
  z.string().openapi({ format: 'date-time', example, description: 'UTC instant' });
const stationTime = (example: string) =>
  z
    .string()
    .openapi({ example, description: 'The same instant on the station clock, with offset' });
const uuid = z
  .string()
  .openapi({ format: 'uuid', example: '3f0c6a8e-2d1b-4c7e-9a51-0b7d2e4f6a10' });
const imageUrl = z
  .string()
  .nullable()
  .openapi({ description: 'Absolute address of the image; null when there is none' });

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'not_published' }),
      message: z.string().openapi({ example: 'This station does not publish its schedule.' }),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

export const stationSchema = z
  .object({
    name: z.string().openapi({ example: 'Radio Station' }),
    timeZone: z.string().openapi({ example: 'Europe/London', description: 'IANA time zone' }),
    accentColor: z.string().openapi({ example: '#0a7c86' }),
    logoUrl: imageUrl,
  })
  .openapi('Station');

export const occurrenceSchema = z
  .object({
    id: z.string().openapi({
      description:
        'Stable while the airing is unchanged: a placed show id, or "<seriesId>:<date>" for an airing of a recurring series',
      example: '7d1e0c2a-5b7f-4e08-9c3d-2a6b8f1e4d55',
    }),
    showId: uuid.nullable().openapi({ description: 'The show (see /shows/{id}); null if deleted' }),
    title: z.string().openapi({ example: 'Morning Jazz' }),
    description: z.string().nullable(),
    genres: z.array(z.string()),
    color: z.string().openapi({ example: '#3b82f6' }),
    imageUrl,
    hosts: z.array(z.string()).openapi({ description: 'Host names', example: ['Ann'] }),
    start: instant('2026-11-24T10:00:00.000Z'),
    end: instant('2026-11-24T12:00:00.000Z'),
    startLocal: stationTime('2026-11-24T10:00:00+00:00'),
    endLocal: stationTime('2026-11-24T12:00:00+00:00'),
    recurring: z.boolean(),
    fillIn: z.boolean().openapi({
      description:
        'True when a fill-in host takes this airing instead of its usual hosts: `hosts` names the fill-in',
    }),
    fallback: z.literal(true).optional().openapi({
      description:
        'Present (true) on the station\'s "Between shows" programme, on air during unfilled time of a finalized week: no show, no hosts; it ends where the next show starts',
    }),
  })
  .openapi('Occurrence');

export const nowSchema = z
  .object({
    station: stationSchema,
    at: z.string().openapi({
      format: 'date-time',
      example: '2026-11-24T10:00:00.000Z',
      description:
        'Since when this answer holds (UTC): the last start or end of a published airing, or the start of this station week when there was none. It changes only when what is on air or next changes, so the answer and its ETag stay the same until then',
    }),
    current: occurrenceSchema.nullable().openapi({
      description:
        "On air now: a show, or between shows of a finalized week the station's fallback (fallback: true) when it names one; else null",
    }),
    next: occurrenceSchema
      .nullable()
      .openapi({ description: 'The next airing to start; null when none is published' }),
  })
  .openapi('NowAndNext');

export const scheduleSchema = z
  .object({
    station: stationSchema,
    from: z.string().openapi({ format: 'date', example: '2026-11-22' }),
    to: z.string().openapi({ format: 'date', example: '2026-11-28' }),
    publishedThrough: z.string().nullable().openapi({
      format: 'date',
      description: 'The last date of the furthest finalized week; null when none is published',
    }),
    occurrences: z.array(occurrenceSchema),
  })
  .openapi('Schedule');

const hostRef = z.object({ id: uuid, name: z.string() }).openapi('HostRef');
const showRef = z.object({ id: uuid, name: z.string() }).openapi('ShowRef');

export const showSummarySchema = z
  .object({
    id: uuid,
    name: z.string().openapi({ example: 'Morning Jazz' }),
    description: z.string().nullable(),
    genres: z.array(z.string()),
    color: z.string(),
    imageUrl,
    hosts: z.array(hostRef),
  })
  .openapi('ShowSummary');

export const showSchema = showSummarySchema
  .extend({
    nextAirings: z
      .array(occurrenceSchema)
      .openapi({ description: 'Airings that have not ended, soonest first (at most 10)' }),
  })
  .openapi('Show');

export const hostSummarySchema = z
  .object({
    id: uuid,
    name: z.string().openapi({ example: 'Ann' }),
    bio: z.string().nullable(),
    avatarUrl: imageUrl,
    tags: z.array(z.string()),
    email: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Present only when the station makes e-mail addresses public' }),
    phone: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Present only when the station makes phone numbers public' }),
  })
  .openapi('HostSummary');

export const hostSchema = hostSummarySchema.extend({ shows: z.array(showRef) }).openapi('Host');

export const showListSchema = z.object({ shows: z.array(showSummarySchema) }).openapi('ShowList');
export const showAnswerSchema = z.object({ show: showSchema }).openapi('ShowAnswer');
export const hostListSchema = z.object({ hosts: z.array(hostSummarySchema) }).openapi('HostList');
export const hostAnswerSchema = z.object({ host: hostSchema }).openapi('HostAnswer');

export const idParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }),
});

const FIRST_DATE = '1970-01-04';
const LAST_DATE = '2199-12-31';

const dateParam = (name: 'from' | 'to', description: string) =>
  z
    .string()
    .refine(
      (v) => isCivilDate(v) && v >= FIRST_DATE && v <= LAST_DATE,
      'Enter a date as YYYY-MM-DD (1970 to 2199)',
    )
    .optional()
    .openapi({ param: { name, in: 'query' }, format: 'date', example: '2026-11-22', description });

/** `from` and `to` (both included, at most 31 days); today to six days on when left out. */
export const scheduleQuerySchema = z.object({
  from: dateParam('from', 'The first date (station time); today if left out'),
  to: dateParam('to', `The last date, included; at most ${SCHEDULE_MAX_DAYS} days in all`),
  includeFallback: z
    .enum(['true', 'false'], { error: 'Enter true or false' })
    .optional()
    .openapi({
      param: { name: 'includeFallback', in: 'query' },
      description:
        'true: the station\'s "Between shows" fills the unfilled time of finalized weeks (airings with fallback: true)',
    }),
});

/** Why a range may not be answered, or null when it may. */
export function rangeRefusal(from: string, to: string): LocalText | null {
  if (to < from) return localText('api:public.rangeReversed');
  if (to > addDays(from, SCHEDULE_MAX_DAYS - 1)) {
    return localText('api:public.rangeTooLong', { max: SCHEDULE_MAX_DAYS });
  }
  return null;
}
