import { STATION_MANAGER_ROLE } from '../constants/limits';
import type { Role } from '../team/roles';

/** Why a member may not open Reports (the 403's message and the page's). */
export const REPORTS_CLOSED =
  'Reports are for station managers at this station. Ask one to open them to members in Station Settings if you need them.';

/** Station managers read reports; other members only where Station Settings opened them. */
export function mayReadReports(role: Role, openToMembers: boolean): boolean {
  return role === STATION_MANAGER_ROLE || openToMembers;
}
