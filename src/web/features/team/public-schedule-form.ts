import { z } from 'zod';
import { imageUrlField } from '../../../shared/schemas/fields';
import {
  stationSettingsSchema,
  type StationSettings,
  type StationSettingsChange,
} from '../../../shared/team/station-settings';
import { isUploadedImage } from '../../lib/use-image-upload';

/** The "Public schedule" section's form: the station settings listeners see, as edited. */
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

export function publicScheduleFormValues(saved: StationSettings): PublicScheduleFormInput {
  return {
    publishSchedule: saved.publishSchedule,
    accentColor: saved.accentColor,
    logoMode: isUploadedImage(saved.logoUrl) ? 'upload' : 'url',
    logoUrl: isUploadedImage(saved.logoUrl) ? '' : saved.logoUrl,
    showEmail: saved.publicDjFields.includes('email'),
    showPhone: saved.publicDjFields.includes('phone'),
  };
}

/**
 * The change to send: only what differs from the saved settings (a colleague's change to another
 * setting is not overwritten). `uploadedLogo` is the uploaded image's address in upload mode.
 */
export function publicScheduleChange(
  values: PublicScheduleFormValues,
  uploadedLogo: string,
  saved: StationSettings,
): StationSettingsChange {
  const next: StationSettingsChange = {
    publishSchedule: values.publishSchedule,
    accentColor: values.accentColor,
    logoUrl: values.logoMode === 'url' ? values.logoUrl.trim() : uploadedLogo,
    publicDjFields: [
      ...(values.showEmail ? (['email'] as const) : []),
      ...(values.showPhone ? (['phone'] as const) : []),
    ],
  };
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) =>
        JSON.stringify(value) !== JSON.stringify(saved[key as keyof StationSettings]),
    ),
  );
}
