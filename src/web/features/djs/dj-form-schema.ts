import type { z } from 'zod';
import { djInputSchema, type Dj, type DjInput } from '../../../shared/schemas/dj';
import { imageChoiceValues } from '../../lib/image-choice';
import { checkImageChoice, imageChoiceShape } from '../../lib/image-choice-schema';

/** The avatar's source and typed address: the DJ's own field, and its mode beside it. */
export const DJ_AVATAR = { mode: 'avatarMode', url: 'avatarUrl' } as const;

/**
 * The DJ form: the shared DJ rules, with the avatar chosen between a URL and an upload (see
 * image-choice.ts).
 */
export const djFormSchema = djInputSchema
  .omit({ avatarUrl: true })
  .extend(imageChoiceShape(DJ_AVATAR))
  .superRefine(checkImageChoice(DJ_AVATAR));

export type DjFormInput = z.input<typeof djFormSchema>;
export type DjFormValues = z.output<typeof djFormSchema>;

/** The form's starting values: empty for a new DJ (active by default), else the DJ's own. */
export function djFormValues(dj: Dj | null): DjFormInput {
  return {
    name: dj?.name ?? '',
    bio: dj?.bio ?? '',
    ...imageChoiceValues(DJ_AVATAR, dj?.avatarUrl),
    tags: dj?.tags ?? [],
    email: dj?.email ?? '',
    phone: dj?.phone ?? '',
    active: dj?.active ?? true,
  };
}

/** What is sent: empty optional fields are left out (SPEC.md §5). */
export function djPayload(values: DjFormValues, uploadedUrl: string): DjInput {
  const avatarUrl = values.avatarMode === 'url' ? values.avatarUrl.trim() : uploadedUrl;
  return {
    name: values.name,
    bio: values.bio || undefined,
    avatarUrl: avatarUrl || undefined,
    tags: values.tags,
    email: values.email || undefined,
    phone: values.phone || undefined,
    active: values.active,
  };
}
