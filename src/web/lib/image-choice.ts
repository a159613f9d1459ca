import { z } from 'zod';
import { imageUrlField } from '../../shared/schemas/fields';
import { isUploadedImage } from './use-image-upload';

/**
 * Forms with an image (avatars, show artwork) choose it between a web address and an upload
 * (SPEC.md §2): a field for the source ("url" or "upload") and one for the typed address. The
 * address is checked only while "Image URL" is chosen, so a half-typed one left behind in the
 * other mode never blocks saving; an upload is checked when the file is picked.
 */
export type ImageChoiceFields<M extends string, U extends string> = { mode: M; url: U };

type ImageMode = 'url' | 'upload';
type ImageChoice<M extends string, U extends string> = { [K in M]: ImageMode } & {
  [K in U]: string;
};

/** The two fields, to extend a form's schema with. */
export function imageChoiceShape<M extends string, U extends string>(
  fields: ImageChoiceFields<M, U>,
) {
  return { [fields.mode]: z.enum(['url', 'upload']), [fields.url]: z.string() } as {
    [K in M]: z.ZodEnum<{ url: 'url'; upload: 'upload' }>;
  } & { [K in U]: z.ZodString };
}

/** The schema's refinement: the URL field's complaint, if any, while the URL is the source. */
export function checkImageChoice<M extends string, U extends string>(
  fields: ImageChoiceFields<M, U>,
) {
  return (values: ImageChoice<M, U>, ctx: z.RefinementCtx) => {
    if (values[fields.mode] !== 'url') return;
    const result = imageUrlField.safeParse(values[fields.url]);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: [fields.url],
        message: result.error.issues[0]?.message ?? 'Must be a valid URL',
      });
    }
  };
}

/** A stored image as the form starts with it: an upload of ours, or an address in the URL field. */
export function imageChoiceValues<M extends string, U extends string>(
  fields: ImageChoiceFields<M, U>,
  saved: string | null | undefined,
): ImageChoice<M, U> {
  const uploaded = isUploadedImage(saved);
  return {
    [fields.mode]: uploaded ? 'upload' : 'url',
    [fields.url]: uploaded ? '' : (saved ?? ''),
  } as ImageChoice<M, U>;
}
