import { z } from 'zod';
import { keyed, localText } from '../i18n/local-text';
import { COMMITMENT_KINDS, COMMITMENT_MAX, commitmentUnit } from '../library/commitments';
import { CATEGORIES_MAX, CATEGORY_NAME_MAX } from '../library/content-categories';

/*
 * Content categories' checks (shared/library/content-categories.ts has their limits and types,
 * without zod, so Station Settings paints without it: decision 0069). Each message is keyed in
 * the categories catalog, so the server says it in the request's language.
 */

/** Whether a number has at most two decimals (the column is numeric(6,2)). */
const hundredths = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const NAME_REQUIRED = keyed('categories:error.nameRequired', 'Enter the category name');
const COLOR = keyed('categories:error.color', 'Enter a colour such as #0a7c86');
const VALUE = keyed('categories:error.commitmentValue', 'Enter a number');
const TOO_LARGE = {
  hours: { key: 'categories:error.tooLargeHours', english: 'A week has at most 168 hours' },
  percent: { key: 'categories:error.tooLargePercent', english: 'At most 100%' },
} as const;

const commitmentSchema = z
  .strictObject({
    kind: z.enum(
      COMMITMENT_KINDS,
      keyed(
        'categories:error.commitmentKind',
        'Choose "At least" or "At most", in hours or % of scheduled hours',
      ),
    ),
    value: z
      .number(VALUE)
      .min(0, VALUE)
      .refine(Number.isFinite, VALUE)
      .refine(hundredths, keyed('categories:error.commitmentDecimals', 'At most two decimals')),
  })
  .superRefine((c, ctx) => {
    const unit = commitmentUnit(c.kind);
    if (c.value > COMMITMENT_MAX[unit]) {
      const { key, english } = TOO_LARGE[unit];
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: english,
        params: { text: localText(key) },
      });
    }
  });

/** POST /api/content-categories and PATCH /api/content-categories/:id. */
export const categoryInputSchema = z.strictObject({
  name: z
    .string(NAME_REQUIRED)
    .trim()
    .min(1, NAME_REQUIRED)
    .max(
      CATEGORY_NAME_MAX,
      keyed('categories:error.nameTooLong', `At most ${CATEGORY_NAME_MAX} characters`, {
        max: CATEGORY_NAME_MAX,
      }),
    ),
  color: z
    .string(COLOR)
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, COLOR),
  /** No commitment: null (or left out). */
  commitment: commitmentSchema.nullable().default(null),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;

/** A category that is no longer there (a 404, an order naming one). */
export const CATEGORY_NOT_FOUND = keyed(
  'categories:error.notFound',
  'This category no longer exists',
);
/** A show naming a category that is no longer there. */
export const UNKNOWN_CATEGORY = keyed(
  'categories:error.unknownCategory',
  'A selected category no longer exists',
);

/** PUT /api/content-categories/order: every category's id, in the order wanted. */
export const categoryOrderSchema = z.strictObject({
  ids: z.array(z.uuid(CATEGORY_NOT_FOUND)).min(1).max(CATEGORIES_MAX),
});

/** A show's categories as the show form sends them (ids of the station's categories). */
export const categoryIdsField = z
  .array(z.uuid(UNKNOWN_CATEGORY))
  .max(
    CATEGORIES_MAX,
    keyed('categories:error.tooManyOnShow', `At most ${CATEGORIES_MAX} categories`, {
      max: CATEGORIES_MAX,
    }),
  )
  .transform((ids) => [...new Set(ids)]);
