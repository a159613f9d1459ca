import { z } from 'zod';
import { imageUrlField } from '../../shared/schemas/fields';
import { isUploadedImage } from './use-image-upload';

/**
 * Forms with an image (avatars, show artwork) choose it between a web address and an upload
 * (SPEC.md §2). The address is checked only while "Image URL" is chosen, so a half-typed one
 * left behind in the other mode never blocks saving; an upload is checked when the file is
 * picked.
 */
export const imageModeField = z.enum(['url', 'upload']);

/** Adds the URL field's complaint, if any, while the URL is the chosen source. */
export function checkChosenImageUrl(
  ctx: z.RefinementCtx,
  path: string,
  mode: z.infer<typeof imageModeField>,
  url: string,
): void {
  if (mode !== 'url') return;
  const result = imageUrlField.safeParse(url);
  if (!result.success) {
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: result.error.issues[0]?.message ?? 'Must be a valid URL',
    });
  }
}

/** A stored image as the form starts with it: an upload of ours, or an address in the URL field. */
export function imageChoiceValues(saved: string | null | undefined) {
  const uploaded = isUploadedImage(saved);
  return {
    mode: uploaded ? ('upload' as const) : ('url' as const),
    url: uploaded ? '' : (saved ?? ''),
  };
}
