import type { z } from 'zod';
import { GENRES, type Genre } from '../../../shared/constants/genres';
import { SHOW_COLORS } from '../../../shared/constants/palette';
import { updatePlacementSchema, type ScheduledBlock } from '../../../shared/schemas/schedule';

/**
 * The placed show's details (its snapshot on this week), with the server's own rules: the same
 * fields of the update payload, all present in the form.
 */
export const placedShowFormSchema = updatePlacementSchema
  .pick({
    showName: true,
    showDescription: true,
    showGenres: true,
    showColor: true,
    showImageUrl: true,
  })
  .required();

export type PlacedShowFormInput = z.input<typeof placedShowFormSchema>;
export type PlacedShowFormValues = z.output<typeof placedShowFormSchema>;

/** The form's starting values from the block; unknown genres or colours fall back to the lists'. */
export function placedShowFormValues(block: ScheduledBlock): PlacedShowFormInput {
  return {
    showName: block.showName,
    showDescription: block.showDescription ?? '',
    showGenres: block.showGenres.filter(isGenre),
    showColor: SHOW_COLORS.find((color) => color === block.showColor) ?? SHOW_COLORS[0],
    showImageUrl: block.showImageUrl ?? '',
  };
}

function isGenre(value: string): value is Genre {
  return (GENRES as readonly string[]).includes(value);
}
