import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { imageUrlField } from '../../../shared/schemas/fields';
import { stationSettingsSchema } from '../../../shared/schemas/station-settings';

/*
 * The checks of Station Settings' "Public schedule" forms, fetched after the page has painted
 * (lazyResolver, decision 0069): the forms paint with their fields and starting values
 * (public-schedule-form.ts), not with zod.
 */

/** The "Public schedule" card: the station settings listeners see, as edited. */
export const publicScheduleFormSchema = z.object({
  publishSchedule: z.boolean(),
  accentColor: stationSettingsSchema.shape.accentColor,
  logoMode: z.enum(['url', 'upload']),
  logoUrl: imageUrlField,
  showEmail: z.boolean(),
  showPhone: z.boolean(),
});
export type PublicScheduleFormInput = z.input<typeof publicScheduleFormSchema>;
export type PublicScheduleFormValues = z.output<typeof publicScheduleFormSchema>;
export const publicScheduleResolver = zodResolver(publicScheduleFormSchema);

/** "Between shows": what listeners see during the gaps of finalized weeks. */
const betweenShowsFormSchema = z.object({
  fallbackName: stationSettingsSchema.shape.fallbackName,
  fallbackDescription: stationSettingsSchema.shape.fallbackDescription,
  imageMode: z.enum(['url', 'upload']),
  imageUrl: imageUrlField,
});
export type BetweenShowsFormInput = z.input<typeof betweenShowsFormSchema>;
export type BetweenShowsFormValues = z.output<typeof betweenShowsFormSchema>;
export const betweenShowsResolver = zodResolver(betweenShowsFormSchema);
