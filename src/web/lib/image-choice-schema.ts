import { z } from 'zod';
import { imageUrlField } from '../../shared/schemas/fields';
import type { ImageChoice, ImageChoiceFields } from './image-choice';

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
