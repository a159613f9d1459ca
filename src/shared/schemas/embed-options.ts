import { z } from 'zod';
import { DEFAULT_EMBED_DAYS, EMBED_DAYS_MAX, EMBED_DAYS_MIN } from '../public/embed-days';

/*
 * The check of an embed's options (shared/public/embed-options.ts has their limits and snippets,
 * without zod, so Station Settings paints without it: decision 0069).
 */

const COLOUR_MESSAGE = 'Enter a colour such as #0a7c86';
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, COLOUR_MESSAGE)
  .transform((c) => c.toLowerCase());

export const embedOptionsSchema = z.object({
  days: z.coerce
    .number({ error: `Days shown is a number from ${EMBED_DAYS_MIN} to ${EMBED_DAYS_MAX}` })
    .int(`Days shown is a whole number from ${EMBED_DAYS_MIN} to ${EMBED_DAYS_MAX}`)
    .min(EMBED_DAYS_MIN, `Show at least ${EMBED_DAYS_MIN} day`)
    .max(EMBED_DAYS_MAX, `Show at most ${EMBED_DAYS_MAX} days`)
    .default(DEFAULT_EMBED_DAYS),
  /** Links, highlights and the progress bar. Default: the station's accent colour. */
  accent: colour.optional(),
  background: colour.optional(),
  text: colour.optional(),
  /** Titles and times only: no station heading, hosts or descriptions. */
  compact: z
    .enum(['0', '1', 'true', 'false'], { error: 'compact is 1 or 0' })
    .transform((v) => v === '1' || v === 'true')
    .default(false),
});
export type EmbedOptions = z.output<typeof embedOptionsSchema>;
