import type { StationSettings } from '../team/station-settings';

type Details = Record<string, unknown>;

const text = (details: Details, key: string): string | null => {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value : null;
};
const member = (d: Details) => text(d, 'memberName') ?? 'a member';
const aRole = (role: string | null) => (role ? `a ${role}` : 'another role');

/** How the activity log names each station setting. */
const SETTING_LABELS: Record<keyof StationSettings, string> = {
  signupPolicy: 'the sign-up policy',
  autoApproveDomains: 'the auto-approved domains',
  djPermissions: 'what DJs may do',
  weekStatusManagersOnly: 'who may finalize, revert and delete weeks',
  activityRetentionDays: 'how long the activity log is kept',
  publishSchedule: 'whether the schedule is published',
  stationTimeZone: 'the station time zone',
  stationName: 'the station name',
  overnightContinues: 'whether overnight shows may continue into the next week',
  accentColor: 'the accent colour',
  logoUrl: 'the station logo',
  publicDjFields: 'which DJ fields are public',
  fillInPolicy: 'who may take a fill-in',
  fillInLeadHours: 'when unfilled fill-ins escalate',
  gapMinimumMinutes: 'the shortest gap shown on the schedule',
  unfilledFinalizeRule: 'whether weeks with unfilled time may be finalized',
  fallbackName: 'the name shown between shows',
  fallbackDescription: 'the description shown between shows',
  fallbackImageUrl: 'the image shown between shows',
  reportsOpenToMembers: 'whether members may open Reports',
  reportPaperSize: 'the paper size of report PDFs',
  stationLanguage: 'the station language',
};

/**
 * What team and settings changes did, after the actor's name ("Alex approved Morgan"). The keys of
 * `details` are those the team routes record (src/server/features/team).
 */
export const TEAM_PHRASES: Record<string, (d: Details) => string> = {
  'team.approve': (d) => `approved ${member(d)}`,
  'team.decline': (d) => `declined ${member(d)}'s request to join`,
  'team.suspend': (d) => `suspended ${member(d)}`,
  'team.reactivate': (d) => `reactivated ${member(d)}`,
  'team.role': (d) => `made ${member(d)} ${aRole(text(d, 'to'))}`,
  'team.link': (d) => {
    const dj = text(d, 'djName');
    if (dj) return `linked ${member(d)} to the DJ entry ${dj}`;
    const previous = text(d, 'previousDjName');
    return `unlinked ${member(d)} from ${previous ? `the DJ entry ${previous}` : 'their DJ entry'}`;
  },
  'team.remove': (d) => `removed ${member(d)} from the station`,
  // Recorded with the promoted member as actor: "Morgan was made Station Manager at start-up…".
  'team.startup-manager': () => 'was made Station Manager at start-up by STATION_MANAGER_EMAIL',
  'profile.rename': (d) => {
    const to = text(d, 'to');
    return to ? `changed their username to ${to}` : 'removed their username';
  },
  'invitation.create': (d) =>
    `invited ${text(d, 'email') ?? 'someone'}${text(d, 'role') ? ` as ${aRole(text(d, 'role'))}` : ''}`,
  'invitation.revoke': (d) => `revoked the invitation of ${text(d, 'email') ?? 'someone'}`,
  'settings.change': (d) => {
    const changed = Array.isArray(d.changed)
      ? d.changed.filter(
          (k): k is keyof StationSettings => typeof k === 'string' && k in SETTING_LABELS,
        )
      : [];
    if (changed.length === 0) return 'changed the station settings';
    return `changed ${changed.map((k) => SETTING_LABELS[k]).join(', ')}`;
  },
};
