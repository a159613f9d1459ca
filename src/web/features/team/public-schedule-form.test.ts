import { describe, expect, it } from 'vitest';
import { DEFAULT_STATION_SETTINGS } from '../../../shared/team/station-settings';
import { publicScheduleFormSchema } from './public-schedule-checks';
import { publicScheduleChange, publicScheduleFormValues } from './public-schedule-form';

const saved = { ...DEFAULT_STATION_SETTINGS, logoUrl: '/media/' + 'a'.repeat(64) };

describe('the public schedule form', () => {
  it('starts from the saved settings, an uploaded logo in upload mode', () => {
    expect(publicScheduleFormValues(saved)).toMatchObject({
      publishSchedule: false,
      logoMode: 'upload',
      logoUrl: '',
      showEmail: false,
      showPhone: false,
    });
  });

  it('sends only what changed', () => {
    const values = publicScheduleFormSchema.parse({
      ...publicScheduleFormValues(saved),
      publishSchedule: true,
      accentColor: '#0A7C86',
      showPhone: true,
    });
    expect(publicScheduleChange(values, saved.logoUrl, saved)).toEqual({
      publishSchedule: true,
      accentColor: '#0a7c86',
      publicDjFields: ['phone'],
    });
  });

  it('refuses a colour that is not hex, with its message', () => {
    const result = publicScheduleFormSchema.safeParse({
      ...publicScheduleFormValues(saved),
      accentColor: 'teal',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(['accentColor: Enter a colour such as #0a7c86']);
  });
});
