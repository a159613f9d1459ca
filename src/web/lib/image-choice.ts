import { isUploadedImage } from './use-image-upload';

/**
 * Forms with an image (avatars, show artwork) choose it between a web address and an upload
 * (SPEC.md §2): a field for the source ("url" or "upload") and one for the typed address. The
 * address is checked only while "Image URL" is chosen, so a half-typed one left behind in the
 * other mode never blocks saving; an upload is checked when the file is picked. The checks are in
 * image-choice-schema.ts, apart from the starting values: a form paints before it checks.
 */
export type ImageChoiceFields<M extends string, U extends string> = { mode: M; url: U };

type ImageMode = 'url' | 'upload';
export type ImageChoice<M extends string, U extends string> = { [K in M]: ImageMode } & {
  [K in U]: string;
};

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
