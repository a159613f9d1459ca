import { z } from 'zod';
import { COMMITMENT_KINDS, COMMITMENT_MAX, commitmentUnit } from '../library/commitments';
import { CATEGORIES_MAX, CATEGORY_NAME_MAX } from '../library/content-categories';
import { CATEGORY_MESSAGES as M } from '../messages/content-categories';
import { nameField } from './fields';

/*
 * Content categories' checks (shared/library/content-categories.ts has their limits and types,
 * without zod, so Station Settings paints without it: decision 0069).
 */

/** Whether a number has at most two decimals (the column is numeric(6,2)). */
const hundredths = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const commitmentSchema = z
  .strictObject({
    kind: z.enum(COMMITMENT_KINDS, { error: M.commitmentKind }),
    value: z
      .number({ error: M.commitmentValue })
      .min(0, M.commitmentValue)
      .refine(Number.isFinite, M.commitmentValue)
      .refine(hundredths, M.commitmentDecimals),
  })
  .superRefine((c, ctx) => {
    const unit = commitmentUnit(c.kind);
    if (c.value > COMMITMENT_MAX[unit])
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.commitmentTooLarge[unit] });
  });

/** POST /api/content-categories and PATCH /api/content-categories/:id. */
export const categoryInputSchema = z.strictObject({
  name: nameField(CATEGORY_NAME_MAX, M),
  color: z
    .string({ error: M.color })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, M.color),
  /** No commitment: null (or left out). */
  commitment: commitmentSchema.nullable().default(null),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;

/** PUT /api/content-categories/order: every category's id, in the order wanted. */
export const categoryOrderSchema = z.strictObject({
  ids: z.array(z.uuid(M.notFound)).min(1).max(CATEGORIES_MAX),
});

/** A show's categories as the show form sends them (ids of the station's categories). */
export const categoryIdsField = z
  .array(z.uuid(M.unknownCategory))
  .max(CATEGORIES_MAX, M.tooManyOnShow(CATEGORIES_MAX))
  .transform((ids) => [...new Set(ids)]);
