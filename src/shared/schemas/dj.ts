import { z } from 'zod';
import { keyed } from '../i18n/local-text';
import { DJ_BIO_MAX, DJ_NAME_MAX, DJ_PHONE_MAX } from '../constants/limits';
import { normalizeTags } from '../library/tags';
import { imageUrlField } from './fields';

/**
 * The DJ form and payload (SPEC.md §5 "DJ form"). Optional fields may be absent or empty; the
 * server stores empty as absent.
 */
const NAME_REQUIRED = keyed('errors:dj.nameRequired', 'Name is required');

export const djInputSchema = z.strictObject({
  name: z
    .string(NAME_REQUIRED)
    .trim()
    .min(1, NAME_REQUIRED)
    .max(
      DJ_NAME_MAX,
      keyed('errors:dj.nameTooLong', `Name must be less than ${DJ_NAME_MAX} characters`, {
        max: DJ_NAME_MAX,
      }),
    ),
  bio: z
    .string()
    .trim()
    .max(
      DJ_BIO_MAX,
      keyed('errors:dj.bioTooLong', `Bio must be less than ${DJ_BIO_MAX} characters`, {
        max: String(DJ_BIO_MAX),
      }),
    )
    .optional(),
  avatarUrl: imageUrlField.optional(),
  tags: z
    .array(
      z
        .string()
        .max(50, keyed('errors:dj.tagTooLong', 'Tags must be at most 50 characters', { max: 50 })),
    )
    .max(50, keyed('errors:dj.tooManyTags', 'At most 50 tags', { max: 50 }))
    .default([])
    .transform(normalizeTags),
  email: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      keyed('errors:dj.emailInvalid', 'Must be a valid email'),
    )
    .optional(),
  phone: z
    .string()
    .trim()
    .max(
      DJ_PHONE_MAX,
      keyed('errors:dj.phoneTooLong', `Phone must be less than ${DJ_PHONE_MAX} characters`, {
        max: DJ_PHONE_MAX,
      }),
    )
    .optional(),
  active: z.boolean().default(true),
});

export type DjInput = z.input<typeof djInputSchema>;
export type DjValues = z.output<typeof djInputSchema>;

/** A DJ as the API returns it. */
export type Dj = {
  id: string;
  name: string;
  bio: string | null;
  avatarUrl: string | null;
  tags: string[];
  email: string | null;
  phone: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
};
