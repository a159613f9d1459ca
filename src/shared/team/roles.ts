import { DEFAULT_ROLE, STATION_MANAGER_ROLE } from '../constants/limits';

/**
 * The roles of a station's members (DESIGN.md D12). The spec names "Station Manager" and the
 * default "DJ"; "Viewer" is for people who follow the schedule without planning it (a producer
 * of another programme, a board member, the front desk).
 */
export const VIEWER_ROLE = 'Viewer';
export const ROLES = [STATION_MANAGER_ROLE, DEFAULT_ROLE, VIEWER_ROLE] as const;
export type Role = (typeof ROLES)[number];

/** A stored role this version does not know (an older or newer installation) counts as a Viewer's. */
export function asRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : VIEWER_ROLE;
}

/** Where a member stands: only active members may use the station's data. */
export const MEMBER_STATUSES = ['active', 'waiting', 'suspended', 'declined'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
