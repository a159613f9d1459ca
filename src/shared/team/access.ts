import type { Role } from './roles';
import type { AccessSettings } from './station-settings';

/**
 * What the browser needs to show a member only what they may do (GET /api/access): their role,
 * the DJ entries that are "their own", the settings the permission table reads, and for
 * station managers how many confirmed accounts wait for approval (the badge in the top bar).
 */
export type Access = {
  role: Role;
  ownDjIds: string[];
  settings: AccessSettings;
  waitingCount: number;
  /** The shortest gap the schedule shows (Station Settings → Schedule, decision 0070). */
  gapMinimumMinutes?: number;
  /** Whether the member may open Reports: managers, and all where the station opened them. */
  reportsOpen?: boolean;
};
