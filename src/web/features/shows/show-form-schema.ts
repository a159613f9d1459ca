import type { z } from 'zod';
import { GENRES, type Genre } from '../../../shared/constants/genres';
import { SHOW_COLORS } from '../../../shared/constants/palette';
import { DEFAULT_DURATION } from '../../../shared/library/duration';
import { showInputSchema, type Show, type ShowInput } from '../../../shared/schemas/show';
import { imageChoiceValues } from '../../lib/image-choice';
import { checkImageChoice, imageChoiceShape } from '../../lib/image-choice-schema';

/** The artwork's source and typed address: the show's own field, and its mode beside it. */
export const SHOW_IMAGE = { mode: 'imageMode', url: 'imageUrl' } as const;

/**
 * The show form: the shared show rules, with the image chosen between a URL and an upload (see
 * image-choice.ts).
 */
export const showFormSchema = showInputSchema
  .omit({ imageUrl: true })
  .extend(imageChoiceShape(SHOW_IMAGE))
  .superRefine(checkImageChoice(SHOW_IMAGE));

export type ShowFormInput = z.input<typeof showFormSchema>;
export type ShowFormValues = z.output<typeof showFormSchema>;

/** Starting values: 1 hour and the first colour for a new show (SPEC.md §5), else the show's. */
export function showFormValues(show: Show | null): ShowFormInput {
  return {
    name: show?.name ?? '',
    duration: show?.duration ?? DEFAULT_DURATION,
    djIds: show?.djIds ?? [],
    fillInHostIds: show?.fillInHostIds ?? [],
    categoryIds: show?.categoryIds ?? [],
    genres: (show?.genres ?? []).filter(isGenre),
    description: show?.description ?? '',
    color: SHOW_COLORS.find((color) => color === show?.color) ?? SHOW_COLORS[0],
    ...imageChoiceValues(SHOW_IMAGE, show?.imageUrl),
  };
}

/**
 * What is sent. An uploaded image wins over a typed URL (SPEC.md §5); empty optional fields are
 * left out.
 */
export function showPayload(values: ShowFormValues, uploadedUrl: string): ShowInput {
  const typedUrl = values.imageMode === 'url' ? values.imageUrl.trim() : '';
  return {
    name: values.name,
    duration: values.duration,
    djIds: values.djIds,
    fillInHostIds: values.fillInHostIds ?? [],
    categoryIds: values.categoryIds ?? [],
    genres: values.genres,
    description: values.description || undefined,
    color: values.color,
    imageUrl: uploadedUrl || typedUrl || undefined,
  };
}

function isGenre(value: string): value is Genre {
  return (GENRES as readonly string[]).includes(value);
}
