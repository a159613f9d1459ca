import { z } from 'zod';
import { GENRES } from '../constants/genres';
import { MAX_SHOW_HOURS, MIN_SHOW_HOURS, TEXT_MAX } from '../constants/limits';
import { SHOW_COLORS } from '../constants/palette';
import { categoryIdsField } from './content-categories';
import { imageUrlField } from './fields';

/** How many DJ entries a show may name as its Fill-in hosts. */
export const MAX_FILL_IN_HOSTS = 50;

/** The show form and payload (SPEC.md §5 "Show form"). */
export const showInputSchema = z.strictObject({
  name: z
    .string({ error: 'Show name is required' })
    .trim()
    .min(1, 'Show name is required')
    .max(200, 'Show name must be at most 200 characters'),
  duration: z
    .number({ error: 'Duration is required' })
    .min(MIN_SHOW_HOURS, `Duration must be at least ${MIN_SHOW_HOURS} hours`)
    .max(MAX_SHOW_HOURS, `Duration must be at most ${MAX_SHOW_HOURS} hours`)
    .refine((v) => Number.isInteger(v * 4), 'Duration must be in steps of 0.25 hours'),
  djIds: z
    .array(z.uuid('Unknown DJ'))
    .max(50, 'At most 50 DJs')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /**
   * "Fill-in hosts" (issue 33): the DJ entries that alone may take the show's fill-in requests;
   * none named, any eligible DJ may. Left out of an update, the show keeps its own.
   */
  fillInHostIds: z
    .array(z.uuid('Unknown DJ'))
    .max(MAX_FILL_IN_HOSTS, `At most ${MAX_FILL_IN_HOSTS} fill-in hosts`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  /** Its content categories (issue 36); left out of an update, the show keeps its own. */
  categoryIds: categoryIdsField.optional(),
  genres: z
    .array(z.enum(GENRES, { error: 'Unknown genre' }))
    .default([])
    .transform((genres) => [...new Set(genres)]),
  description: z
    .string()
    .trim()
    .max(TEXT_MAX, `Description must be at most ${TEXT_MAX} characters`)
    .optional(),
  color: z
    .enum(SHOW_COLORS, { error: 'Choose one of the palette colours' })
    .default(SHOW_COLORS[0]),
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
