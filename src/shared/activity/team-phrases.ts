import type { StationSettings } from '../team/station-settings';
import type { ActivityKey, ActivityWords } from './activity-words';

type Details = Record<string, unknown>;

const text = (details: Details, key: string): string | null => {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value : null;
};
const member = (d: Details, { t }: ActivityWords) => text(d, 'memberName') ?? t('activity:aMember');
const someone = (d: Details, { t }: ActivityWords) =>
  text(d, 'email') ?? t('activity:someoneInvited');

/** The roles the log records by their English names, in the reader's words. */
const ROLE_KEYS: Record<string, ActivityKey> = {
  'Station Manager': 'activity:role.manager',
  DJ: 'activity:role.dj',
  Viewer: 'activity:role.viewer',
};
const roleName = (role: string, { t }: ActivityWords) =>
  Object.hasOwn(ROLE_KEYS, role) ? t(ROLE_KEYS[role]!) : role;

/** How the activity log names each station setting. */
const SETTING_KEYS: Record<keyof StationSettings, ActivityKey> = {
  signupPolicy: 'activity:setting.signupPolicy',
  autoApproveDomains: 'activity:setting.autoApproveDomains',
  djPermissions: 'activity:setting.djPermissions',
  weekStatusManagersOnly: 'activity:setting.weekStatusManagersOnly',
  activityRetentionDays: 'activity:setting.activityRetentionDays',
  publishSchedule: 'activity:setting.publishSchedule',
  stationTimeZone: 'activity:setting.stationTimeZone',
  stationName: 'activity:setting.stationName',
  overnightContinues: 'activity:setting.overnightContinues',
  accentColor: 'activity:setting.accentColor',
  logoUrl: 'activity:setting.logoUrl',
  publicDjFields: 'activity:setting.publicDjFields',
  fillInPolicy: 'activity:setting.fillInPolicy',
  fillInLeadHours: 'activity:setting.fillInLeadHours',
  gapMinimumMinutes: 'activity:setting.gapMinimumMinutes',
  unfilledFinalizeRule: 'activity:setting.unfilledFinalizeRule',
  fallbackName: 'activity:setting.fallbackName',
  fallbackDescription: 'activity:setting.fallbackDescription',
  fallbackImageUrl: 'activity:setting.fallbackImageUrl',
  reportsOpenToMembers: 'activity:setting.reportsOpenToMembers',
  reportPaperSize: 'activity:setting.reportPaperSize',
  stationLanguage: 'activity:setting.stationLanguage',
};

type Phrase = (d: Details, words: ActivityWords) => string;
const aboutMember =
  (key: ActivityKey): Phrase =>
  (d, w) =>
    w.t(key, { member: member(d, w) });

/**
 * What team and settings changes did, after the actor's name ("Alex approved Morgan"). The keys of
 * `details` are those the team routes record (src/server/features/team).
 */
export const TEAM_PHRASES: Record<string, Phrase> = {
  'team.approve': aboutMember('activity:team.approve'),
  'team.decline': aboutMember('activity:team.decline'),
  'team.suspend': aboutMember('activity:team.suspend'),
  'team.reactivate': aboutMember('activity:team.reactivate'),
  'team.role': (d, w) => {
    const role = text(d, 'to');
    return role
      ? w.t('activity:team.role', { member: member(d, w), role: roleName(role, w) })
      : w.t('activity:team.roleUnknown', { member: member(d, w) });
  },
  'team.link': (d, w) => {
    const dj = text(d, 'djName');
    if (dj) return w.t('activity:team.link', { member: member(d, w), dj });
    const previous = text(d, 'previousDjName');
    return previous
      ? w.t('activity:team.unlink', { member: member(d, w), dj: previous })
      : w.t('activity:team.unlinkOwn', { member: member(d, w) });
  },
  'team.remove': aboutMember('activity:team.remove'),
  // Recorded with the promoted member as actor: "Morgan was made Station Manager at start-up…".
  'team.startup-manager': (_d, w) => w.t('activity:team.startupManager'),
  'profile.rename': (d, w) => {
    const to = text(d, 'to');
    return to ? w.t('activity:profile.rename', { name: to }) : w.t('activity:profile.removeName');
  },
  'invitation.create': (d, w) => {
    const role = text(d, 'role');
    return role
      ? w.t('activity:invitation.createAs', { email: someone(d, w), role: roleName(role, w) })
      : w.t('activity:invitation.create', { email: someone(d, w) });
  },
  'invitation.revoke': (d, w) => w.t('activity:invitation.revoke', { email: someone(d, w) }),
  'settings.change': (d, w) => {
    const changed = Array.isArray(d.changed)
      ? d.changed.filter(
          (k): k is keyof StationSettings =>
            typeof k === 'string' && Object.hasOwn(SETTING_KEYS, k),
        )
      : [];
    if (changed.length === 0) return w.t('activity:settings.changed');
    return w.t('activity:settings.change', {
      settings: changed.map((k) => w.t(SETTING_KEYS[k])).join(', '),
    });
  },
};
