import { z } from 'zod';
import { GENRES } from '../constants/genres';
import { SHOW_COLORS } from '../constants/palette';
import type { WeekStatus } from '../schedule/placement';
import { imageUrlField } from './fields';

const slotInt = (message: string) => z.number({ error: message }).int(message);

/** A library show dropped on the grid (SPEC.md §4 "create drop"). */
export const addPlacementSchema = z.strictObject({
  templateId: z.uuid('Show template not found'),
  dayIndex: slotInt('Out of bounds'),
  timeIndex: slotInt('Out of bounds'),
  duration: slotInt('Out of bounds'),
});
export type AddPlacementInput = z.infer<typeof addPlacementSchema>;

/**
 * A change to a placed show: a move (day, time), a resize (time, duration) or new details.
 * `version` is the one the change was based on; an older one is refused with 409.
 */
export const updatePlacementSchema = z.strictObject({
  version: z.number().int().min(1),
  dayIndex: slotInt('Out of bounds').optional(),
  timeIndex: slotInt('Out of bounds').optional(),
  duration: slotInt('Out of bounds').optional(),
  showName: z
    .string()
    .trim()
    .min(1, 'Show name is required')
    .max(200, 'Show name must be at most 200 characters')
    .optional(),
  showDescription: z.string().trim().max(5000).optional(),
  showGenres: z.array(z.enum(GENRES, { error: 'Unknown genre' })).optional(),
  showColor: z.enum(SHOW_COLORS, { error: 'Choose one of the palette colours' }).optional(),
  showImageUrl: imageUrlField.optional(),
});
export type UpdatePlacementInput = z.infer<typeof updatePlacementSchema>;

export const statusActionSchema = z.strictObject({
  action: z.enum(['save-draft', 'finalize', 'revert'], { error: 'Unknown action' }),
});

/** A block ready to draw: a stored show, or (later) a generated instance of a series. */
export type ScheduledBlock = {
  id: string;
  version: number;
  templateId: string | null;
  showName: string;
  showGenres: string[];
  showDescription: string | null;
  showColor: string;
  showImageUrl: string | null;
  djNames: string[];
  djAvatarUrls: string[];
  dayIndex: number;
  timeIndex: number;
  duration: number;
  isOverlapping: boolean;
  recurringSeriesId: string | null;
  isException: boolean;
  originalInstanceDate: string | null;
};

/** GET /api/weeks/:date answers this. */
export type WeekView = {
  id: string;
  startDate: string;
  endDate: string;
  status: WeekStatus;
  isPast: boolean;
  lastModified: string;
  hasOverlaps: boolean;
  blocks: ScheduledBlock[];
};

/** One row of GET /api/weeks. */
export type WeekSummary = {
  id: string;
  startDate: string;
  endDate: string;
  status: WeekStatus;
  isPast: boolean;
  isCurrent: boolean;
  lastModified: string;
  showCount: number;
  totalSlots: number;
  hasOverlaps: boolean;
};
