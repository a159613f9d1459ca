import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { DEFAULT_EMBED_DAYS, EMBED_DAYS_MAX, EMBED_DAYS_MIN } from '../public/embed-days';

/*
 * The check of an embed's options (shared/public/embed-options.ts has their limits and snippets,
 * without zod, so Station Settings paints without it: decision 0069). Its messages are `keyed`:
 * Station Settings says them in the reader's language, an embed's refusal page in the page's.
 */

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, keyed('settings:check.colour', 'Enter a colour such as #0a7c86'))
  .transform((c) => c.toLowerCase());
const range = { min: EMBED_DAYS_MIN, max: EMBED_DAYS_MAX };

export const embedOptionsSchema = z.object({
  days: z.coerce
    .number(
      keyed(
        'settings:check.embedDaysNumber',
        `Days shown is a number from ${EMBED_DAYS_MIN} to ${EMBED_DAYS_MAX}`,
        range,
      ),
    )
    .int(
      keyed(
        'settings:check.embedDaysWhole',
        `Days shown is a whole number from ${EMBED_DAYS_MIN} to ${EMBED_DAYS_MAX}`,
        range,
      ),
    )
    .min(
      EMBED_DAYS_MIN,
      keyed('settings:check.embedDaysMin', `Show at least ${EMBED_DAYS_MIN} day`, {
        min: EMBED_DAYS_MIN,
      }),
    )
    .max(
      EMBED_DAYS_MAX,
      keyed('settings:check.embedDaysMax', `Show at most ${EMBED_DAYS_MAX} days`, {
        max: EMBED_DAYS_MAX,
      }),
    )
    .default(DEFAULT_EMBED_DAYS),
  /** Links, highlights and the progress bar. Default: the station's accent colour. */
  accent: colour.optional(),
  background: colour.optional(),
  text: colour.optional(),
  /** Titles and times only: no station heading, hosts or descriptions. */
  compact: z
    .enum(['0', '1', 'true', 'false'], keyed('settings:check.embedCompact', 'compact is 1 or 0'))
    .transform((v) => v === '1' || v === 'true')
    .default(false),
});
export type EmbedOptions = z.output<typeof embedOptionsSchema>;
