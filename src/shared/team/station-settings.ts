import type { StationSettings } from '../schemas/station-settings';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { DEFAULT_STATION_NAME } from './station-name';
import { GAP_MINIMUM } from '../schedule/unfilled-time';

export type { StationSettings, StationSettingsChange } from '../schemas/station-settings';

/** Who becomes a member after confirming their e-mail (DESIGN.md D12). */
export const SIGNUP_POLICIES = ['open', 'approval', 'invite'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];
export const DEFAULT_SIGNUP_POLICY: SignupPolicy = 'approval';

/** What DJs may change: the spec's "everything", or less. */
export const DJ_PERMISSION_PRESETS = ['everything', 'own-shows', 'view-only'] as const;
export type DjPermissionPreset = (typeof DJ_PERMISSION_PRESETS)[number];

export const AUTO_APPROVE_DOMAINS_MAX = 50;
export const ACTIVITY_RETENTION_MIN_DAYS = 30;
export const ACTIVITY_RETENTION_MAX_DAYS = 3650;
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

/** DJ fields a station may choose to show listeners; name, bio, avatar and tags always are. */
export const PUBLIC_DJ_FIELDS = ['email', 'phone'] as const;
export type PublicDjField = (typeof PUBLIC_DJ_FIELDS)[number];

export const STATION_NAME_MAX = 80;
/** "any": "Any eligible DJ may take a fill-in"; "approval": "A manager approves each fill-in". */
export const FILL_IN_POLICIES = ['any', 'approval'] as const;
export type FillInPolicy = (typeof FILL_IN_POLICIES)[number];
/** Hours before an airing when an untaken fill-in request escalates to the managers. */
export const FILL_IN_LEAD_HOURS = { min: 1, max: 336 } as const;
/** The paper the Reports PDF is laid out for (issue 36). */
export const REPORT_PAPER_SIZES = ['a4', 'letter'] as const;
export type ReportPaperSize = (typeof REPORT_PAPER_SIZES)[number];

export const DEFAULT_ACCENT_COLOR = '#3b82f6';
export const FALLBACK_NAME_MAX = 100;
export const FALLBACK_DESCRIPTION_MAX = 1000;


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
