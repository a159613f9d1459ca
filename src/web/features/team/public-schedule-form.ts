import type { StationSettings, StationSettingsChange } from '../../../shared/team/station-settings';
import { isUploadedImage } from '../../lib/use-image-upload';
import type { PublicScheduleFormInput, PublicScheduleFormValues } from './public-schedule-checks';

export type { PublicScheduleFormInput, PublicScheduleFormValues } from './public-schedule-checks';

/** The "Public schedule" card's starting values (its checks: public-schedule-checks.ts). */
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
