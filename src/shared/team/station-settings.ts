import type { StationSettings } from '../schemas/station-settings';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { DEFAULT_STATION_NAME } from './station-name';
import { GAP_MINIMUM } from '../schedule/unfilled-time';

export type { StationSettings, StationSettingsChange } from '../schemas/station-settings';

export * from './station-settings-values';
import { DEFAULT_SIGNUP_POLICY, DEFAULT_ACTIVITY_RETENTION_DAYS } from './station-settings-values';

export const DEFAULT_ACCENT_COLOR = '#3b82f6';

export const DEFAULT_STATION_SETTINGS: StationSettings = {
  signupPolicy: DEFAULT_SIGNUP_POLICY,
  autoApproveDomains: [],
  djPermissions: 'everything',
  weekStatusManagersOnly: false,
  activityRetentionDays: DEFAULT_ACTIVITY_RETENTION_DAYS,
  publishSchedule: false,
  stationTimeZone: 'UTC',
  stationName: DEFAULT_STATION_NAME,
  overnightContinues: false,
  accentColor: DEFAULT_ACCENT_COLOR,
  logoUrl: '',
  publicDjFields: [],
  fillInPolicy: 'any',
  fillInLeadHours: 48,
  gapMinimumMinutes: GAP_MINIMUM.default,
  unfilledFinalizeRule: 'allow',
  fallbackName: '',
  fallbackDescription: '',
  fallbackImageUrl: '',
  reportsOpenToMembers: false,
  reportPaperSize: 'a4',
  stationLanguage: DEFAULT_LANGUAGE,
};

/** The part of the settings every member's browser needs to show only what they may do. */
export type AccessSettings = Pick<StationSettings, 'djPermissions' | 'weekStatusManagersOnly'>;

/** Whether an address is in one of the auto-approved domains ("a@news.station.fm" is not in "station.fm"). */
export function isAutoApproved(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return domains.includes(domain);
}

/**
 * Whether a confirmed account becomes a member by the policy alone (no manager, no invitation):
 * always under "open"; under "approval" when its address is in an auto-approved domain; never
 * under "invite" (an invitation admits it).
 */
export function admittedByPolicy(
  email: string,
  settings: Pick<StationSettings, 'signupPolicy' | 'autoApproveDomains'>,
): boolean {
  if (settings.signupPolicy === 'open') return true;
  if (settings.signupPolicy === 'approval')
    return isAutoApproved(email, settings.autoApproveDomains);
  return false;
}
