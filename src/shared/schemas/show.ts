import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { GENRES } from '../constants/genres';
import { MAX_SHOW_HOURS, MIN_SHOW_HOURS, TEXT_MAX } from '../constants/limits';
import { SHOW_COLORS } from '../constants/palette';
import { categoryIdsField } from './content-categories';
import { COLOR_INVALID, imageUrlField, UNKNOWN_DJ, UNKNOWN_GENRE } from './fields';

/** How many DJ entries a show may name as its Fill-in hosts. */
export const MAX_FILL_IN_HOSTS = 50;

const SHOW_NAME_REQUIRED = keyed('errors:show.nameRequired', 'Show name is required');

/** The show form and payload (SPEC.md §5 "Show form"). */
export const showInputSchema = z.strictObject({
  name: z
    .string(SHOW_NAME_REQUIRED)
    .trim()
    .min(1, SHOW_NAME_REQUIRED)
    .max(
      200,
      keyed('errors:show.nameTooLong', 'Show name must be at most 200 characters', { max: 200 }),
    ),
  duration: z
    .number(keyed('errors:show.durationRequired', 'Duration is required'))
    .min(
      MIN_SHOW_HOURS,
      keyed('errors:show.durationTooShort', `Duration must be at least ${MIN_SHOW_HOURS} hours`, {
        min: MIN_SHOW_HOURS,
      }),
    )
    .max(
      MAX_SHOW_HOURS,
      keyed('errors:show.durationTooLong', `Duration must be at most ${MAX_SHOW_HOURS} hours`, {
        max: MAX_SHOW_HOURS,
      }),
    )
    .refine(
      (v) => Number.isInteger(v * 4),
      keyed('errors:show.durationStep', 'Duration must be in steps of 0.25 hours'),
    ),
  djIds: z
    .array(z.uuid(UNKNOWN_DJ))
    .max(50, keyed('errors:show.tooManyDjs', 'At most 50 DJs', { max: 50 }))
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /**
   * "Fill-in hosts" (issue 33): the DJ entries that alone may take the show's fill-in requests;
   * none named, any eligible DJ may. Left out of an update, the show keeps its own.
   */
  fillInHostIds: z
    .array(z.uuid(UNKNOWN_DJ))
    .max(
      MAX_FILL_IN_HOSTS,
      keyed('errors:show.tooManyFillInHosts', `At most ${MAX_FILL_IN_HOSTS} fill-in hosts`, {
        max: MAX_FILL_IN_HOSTS,
      }),
    )
    .transform((ids) => [...new Set(ids)])
    .optional(),
  /** Its content categories (issue 36); left out of an update, the show keeps its own. */
  categoryIds: categoryIdsField.optional(),
  genres: z
    .array(z.enum(GENRES, UNKNOWN_GENRE))
    .default([])
    .transform((genres) => [...new Set(genres)]),
  description: z
    .string()
    .trim()
    .max(
      TEXT_MAX,
      keyed(
        'errors:show.descriptionTooLong',
        `Description must be at most ${TEXT_MAX} characters`,
        {
          max: String(TEXT_MAX),
        },
      ),
    )
    .optional(),
  color: z.enum(SHOW_COLORS, COLOR_INVALID).default(SHOW_COLORS[0]),
  imageUrl: imageUrlField.optional(),
});

export type ShowInput = z.input<typeof showInputSchema>;
export type ShowValues = z.output<typeof showInputSchema>;

/** A show template as the API returns it; djNames follow djIds, for display. */
export type Show = {
  id: string;
  name: string;
  djIds: string[];
  djNames: string[];
  /** Its Fill-in hosts (DJ entry ids), and their names in the same order, for display. */
  fillInHostIds: string[];
  fillInHostNames: string[];
  /** Its content categories (ids), in the station's order of categories. */
  categoryIds: string[];
  duration: number;
  genres: string[];
  description: string | null;
  color: string;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
};
