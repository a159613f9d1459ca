import { z } from 'zod';
import { CATEGORY_MESSAGES as M } from '../messages/content-categories';
import { nameField } from '../schemas/fields';

/**
 * Content categories (issue 36, decision 0072): a station's own labels for what it airs, each
 * with an optional weekly commitment that Reports checks week by week. Shows carry them (several
 * per show); Reports reads them live through each airing's Show Library entry.
 */

export const CATEGORY_NAME_MAX = 60;
/** A station keeps a handful; the bound keeps the settings list and the report's tables small. */
export const CATEGORIES_MAX = 50;

export {
  COMMITMENT_KINDS,
  COMMITMENT_MAX,
  commitmentBound,
  commitmentUnit,
  type Commitment,
  type CommitmentKind,
} from './commitments';
import { COMMITMENT_KINDS, COMMITMENT_MAX, commitmentUnit, type Commitment } from './commitments';

/** A category as the API answers it; `showCount` is how many Show Library entries carry it. */
export type ContentCategory = {
  id: string;
  name: string;
  color: string;
  commitment: Commitment | null;
  position: number;
  showCount: number;
};

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
