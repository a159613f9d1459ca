/**
 * The choices and bounds of Station Settings, in a module of their own: the settings' defaults
 * (station-settings.ts, loaded by every page) and their check (shared/schemas, zod, loaded after
 * the paint) both need them, and neither may import the other.
 */
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
export const FALLBACK_NAME_MAX = 100;
export const FALLBACK_DESCRIPTION_MAX = 1000;
