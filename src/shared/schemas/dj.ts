import { z } from 'zod';
import { DJ_BIO_MAX, DJ_NAME_MAX, DJ_PHONE_MAX } from '../constants/limits';
import { normalizeTags } from '../library/tags';
import { imageUrlField } from './fields';

/**
 * The DJ form and payload (SPEC.md §5 "DJ form"). Optional fields may be absent or empty; the
 * server stores empty as absent.
 */
export const djInputSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(DJ_NAME_MAX, `Name must be less than ${DJ_NAME_MAX} characters`),
  bio: z
    .string()
    .trim()
    .max(DJ_BIO_MAX, `Bio must be less than ${DJ_BIO_MAX} characters`)
    .optional(),
  avatarUrl: imageUrlField.optional(),
  tags: z
    .array(z.string().max(50, 'Tags must be at most 50 characters'))
    .max(50, 'At most 50 tags')
    .default([])
    .transform(normalizeTags),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Must be a valid email')
    .optional(),
  phone: z
    .string()
    .trim()
    .max(DJ_PHONE_MAX, `Phone must be less than ${DJ_PHONE_MAX} characters`)
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
