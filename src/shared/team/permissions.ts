import { DEFAULT_ROLE, STATION_MANAGER_ROLE } from '../constants/limits';
import type { MessageKey } from '../i18n/catalogs';
import { localText, type LocalText } from '../i18n/local-text';
import type { AccessSettings } from './station-settings';
import { VIEWER_ROLE, type Role } from './roles';

/**
 * Everything a member may be refused (DESIGN.md D12). One table serves the server's checks and the
 * browser's hiding of actions, so the two cannot disagree.
 */
export const ACTIONS = [
  /** Place, move, resize and delete blocks; series and exceptions; copy and import weeks; undo; create a week. */
  'schedule.edit',
  'week.finalize',
  'week.revert',
  'week.delete',
  /** Add, change and delete any show template. */
  'shows.edit',
  /** Change the description, image and genres of a show the member hosts. */
  'shows.editOwnDetails',
  /** Add, change and delete any DJ entry. */
  'djs.edit',
  /** Change the member's own DJ entry (not its e-mail, which links it, nor whether it is active). */
  'djs.editOwn',
  /** Keep the away dates of any DJ entry. */
  'away.edit',
  /**
   * Keep the away dates of the member's own DJ entry: their own availability, not the station's
   * plans, so a DJ may whatever the station lets DJs change (decision 0065).
   */
  'away.editOwn',
  'team.manage',
  'settings.manage',
  /** The station-wide activity log (a week's history is for every member). */
  'activity.viewStation',
] as const;
export type Action = (typeof ACTIONS)[number];

/** A refusal's reason: in English for the browser, and as a key for the server to translate. */
export type Permission = { allowed: true } | { allowed: false; reason: string; text?: LocalText };

const WEEK_STATUS_ACTIONS: readonly Action[] = ['week.finalize', 'week.revert', 'week.delete'];
const MANAGER_ONLY: readonly Action[] = [
  'team.manage',
  'settings.manage',
  'activity.viewStation',
  'away.edit',
];
/** What a DJ may under every setting of "What DJs may do". */
const PERSONAL_ACTIONS: readonly Action[] = ['away.editOwn'];
const OWN_ACTIONS: readonly Action[] = ['shows.editOwnDetails', 'djs.editOwn'];

/** How a refusal names the action: "Only station managers can {verb}." */
const VERBS: Record<Action, string> = {
  'schedule.edit': 'change the schedule',
  'week.finalize': 'finalize weeks',
  'week.revert': 'revert weeks to draft',
  'week.delete': 'delete weeks',
  'shows.edit': 'add, change or delete shows',
  'shows.editOwnDetails': 'change show details',
  'djs.edit': 'add, change or delete DJs',
  'djs.editOwn': 'change DJ entries',
  'away.edit': "keep other DJs' away dates",
  'away.editOwn': 'keep away dates',
  'team.manage': 'manage the team',
  'settings.manage': 'change the station settings',
  'activity.viewStation': "see the station's activity log",
};
/** The same, as catalog keys (decision 0074): the server says the refusal in the reader's language. */
const VERB_KEYS: Record<Action, MessageKey> = {
  'schedule.edit': 'errors:permission.verb.scheduleEdit',
  'week.finalize': 'errors:permission.verb.weekFinalize',
  'week.revert': 'errors:permission.verb.weekRevert',
  'week.delete': 'errors:permission.verb.weekDelete',
  'shows.edit': 'errors:permission.verb.showsEdit',
  'shows.editOwnDetails': 'errors:permission.verb.showsEditOwnDetails',
  'djs.edit': 'errors:permission.verb.djsEdit',
  'djs.editOwn': 'errors:permission.verb.djsEditOwn',
  'away.edit': 'errors:permission.verb.awayEdit',
  'away.editOwn': 'errors:permission.verb.awayEditOwn',
  'team.manage': 'errors:permission.verb.teamManage',
  'settings.manage': 'errors:permission.verb.settingsManage',
  'activity.viewStation': 'errors:permission.verb.activityViewStation',
};

/**
 * Whether a role may take an action under the station's settings.
 * For example a DJ at a station whose DJs may change "only their own shows" may
 * `shows.editOwnDetails` (of a show they host) but not `shows.edit`.
 */
export function permission(role: Role, action: Action, settings: AccessSettings): Permission {
  if (role === STATION_MANAGER_ROLE) return { allowed: true };
  const verb = localText(VERB_KEYS[action]);
  const refuse = (reason: string, key: MessageKey): Permission => ({
    allowed: false,
    reason,
    text: localText(key, { verb }),
  });
  if (role === VIEWER_ROLE) {
    return refuse(
      `Viewers can look at the station's plans but not ${VERBS[action]}.`,
      'errors:permission.viewers',
    );
  }
  // A DJ (the spec's default role).
  if (MANAGER_ONLY.includes(action))
    return refuse(`Only station managers can ${VERBS[action]}.`, 'errors:permission.managersOnly');
  if (PERSONAL_ACTIONS.includes(action)) return { allowed: true };
  if (WEEK_STATUS_ACTIONS.includes(action) && settings.weekStatusManagersOnly) {
    return refuse(
      `At this station only station managers can ${VERBS[action]}.`,
      'errors:permission.weekStatusManagersOnly',
    );
  }
  switch (settings.djPermissions) {
    case 'everything':
      return { allowed: true };
    case 'own-shows':
      return OWN_ACTIONS.includes(action)
        ? { allowed: true }
        : refuse(
            `At this station DJs can change only the description, image and genres of their own shows and their own DJ entry; only station managers can ${VERBS[action]}.`,
            'errors:permission.ownShowsOnly',
          );
    case 'view-only':
      return refuse(
        `At this station DJs can view but not ${VERBS[action]}.`,
        'errors:permission.viewOnly',
      );
  }
}

/** `permission(...)` as a yes or no, for hiding what a member may not do. */
export function can(role: Role, action: Action, settings: AccessSettings): boolean {
  return permission(role, action, settings).allowed;
}

/** The fields of a show a DJ may change under `shows.editOwnDetails`. */
export const OWN_SHOW_FIELDS = ['description', 'imageUrl', 'genres'] as const;

/** Refusal of a show that is not the member's own under `shows.editOwnDetails`. */
export const NOT_YOUR_SHOW =
  'You can change only shows you host. Ask a station manager to link your account to your DJ entry if this is your show.';
/** Refusal of a DJ entry that is not the member's own under `djs.editOwn`. */
export const NOT_YOUR_DJ_ENTRY = 'You can change only your own DJ entry.';

/** Why a member whose status is not active may not use the station, or null when they may. */
export function inactiveMemberMessage(status: string): string | null {
  switch (status) {
    case 'active':
      return null;
    case 'waiting':
      return "Your account is waiting for a station manager's approval. You can sign in once it is approved.";
    case 'suspended':
      return 'Your account has been suspended. Ask a station manager to reactivate it.';
    default:
      return 'Your request to join this station was declined.';
  }
}

export { DEFAULT_ROLE, STATION_MANAGER_ROLE, VIEWER_ROLE };
