import type { z } from 'zod';
import { GENRES, type Genre } from '../../../shared/constants/genres';
import { SHOW_COLORS } from '../../../shared/constants/palette';
import {
  updatePlacementSchema,
  type PlacementChanges,
  type ScheduledBlock,
} from '../../../shared/schemas/schedule';

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
    isRepeat: true,
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
    isRepeat: block.isRepeat === true,
  };
}

function isGenre(value: string): value is Genre {
  return (GENRES as readonly string[]).includes(value);
}

/**
 * What the user changed on a generated instance, or null if nothing: a save without a change
 * stores nothing (the date stays in its series), and one with a change sends only the changed
 * fields. DJs are compared as sets (the picker's order is its own).
 * E.g. the name typed anew but equal, 10:00 kept, DJs untouched: null.
 */
export function instanceChanges(
  block: ScheduledBlock,
  values: PlacedShowFormValues,
  slot: { dayIndex: number; timeIndex: number; duration: number },
  djIds: { before: readonly string[]; after: readonly string[] | null },
): PlacementChanges | null {
  const before = { ...placedShowFormValues(block), ...slotOf(block) };
  const after: Record<string, unknown> = { ...values, ...slot };
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]))
      changes[key] = value;
  }
  if (djIds.after !== null && !sameSet(djIds.before, djIds.after)) changes.djIds = djIds.after;
  return Object.keys(changes).length > 0 ? (changes as PlacementChanges) : null;
}

function slotOf({ dayIndex, timeIndex, duration }: ScheduledBlock) {
  return { dayIndex, timeIndex, duration };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((id) => left.has(id));
}
