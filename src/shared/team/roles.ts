import { DEFAULT_ROLE, STATION_MANAGER_ROLE } from '../constants/limits';

/**
 * The roles of a station's members (DESIGN.md D12). The spec names "Station Manager" and the
 * default "DJ"; "Viewer" is for people who follow the schedule without planning it (a producer
 * of another programme, a board member, the front desk).
 */
export const VIEWER_ROLE = 'Viewer';
export const ROLES = [STATION_MANAGER_ROLE, DEFAULT_ROLE, VIEWER_ROLE] as const;
export type Role = (typeof ROLES)[number];

/** What each role is for, as the Team page explains it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  [STATION_MANAGER_ROLE]: 'Everything, plus the team and the station settings.',
  [DEFAULT_ROLE]:
    'Plans the schedule and keeps the libraries, as far as the station settings allow.',
  [VIEWER_ROLE]:
    'Reads the schedule, the libraries and the dashboard; changes only their own profile.',
};

/** A stored role this version does not know (an older or newer installation) counts as a Viewer's. */
export function asRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : VIEWER_ROLE;
}

/** Where a member stands: only active members may use the station's data. */
export const MEMBER_STATUSES = ['active', 'waiting', 'suspended', 'declined'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
