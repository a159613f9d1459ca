import { z } from 'zod';
import { djInputSchema, type Dj, type DjInput } from '../../../shared/schemas/dj';
import { imageUrlField } from '../../../shared/schemas/fields';
import { isUploadedImage } from '../../lib/use-image-upload';

/**
 * The DJ form: the shared DJ rules, with the avatar chosen between a URL and an upload. The URL
 * is checked only while "Image URL" is chosen; an upload is checked when the file is picked.
 */
export const djFormSchema = djInputSchema
  .omit({ avatarUrl: true })
  .extend({ avatarMode: z.enum(['url', 'upload']), avatarUrl: z.string() })
  .superRefine((values, ctx) => {
    if (values.avatarMode !== 'url') return;
    const result = imageUrlField.safeParse(values.avatarUrl);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['avatarUrl'],
        message: result.error.issues[0]?.message ?? 'Must be a valid URL',
      });
    }
  });

export type DjFormInput = z.input<typeof djFormSchema>;
export type DjFormValues = z.output<typeof djFormSchema>;

/** The form's starting values: empty for a new DJ (active by default), else the DJ's own. */
export function djFormValues(dj: Dj | null): DjFormInput {
  const uploaded = isUploadedImage(dj?.avatarUrl);
  return {
    name: dj?.name ?? '',
    bio: dj?.bio ?? '',
    avatarMode: uploaded ? 'upload' : 'url',
    avatarUrl: uploaded ? '' : (dj?.avatarUrl ?? ''),
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
