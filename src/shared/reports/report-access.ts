import { STATION_MANAGER_ROLE } from '../constants/limits';
import type { Role } from '../team/roles';

/** Station managers read reports; other members only where Station Settings opened them. */
export function mayReadReports(role: Role, openToMembers: boolean): boolean {
  return role === STATION_MANAGER_ROLE || openToMembers;
}
