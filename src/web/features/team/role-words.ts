import { DEFAULT_ROLE, STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import { VIEWER_ROLE, type Role } from '../../../shared/team/roles';
import type { Translate } from '../../i18n/translate';

/** A role's name in the reader's language (the badge's words); a role this version lacks as stored. */
export function roleName(t: Translate<'shell' | 'team'>, role: string): string {
  if (role === STATION_MANAGER_ROLE) return t('shell:role.manager');
  if (role === DEFAULT_ROLE) return t('shell:role.dj');
  if (role === VIEWER_ROLE) return t('team:role.viewer');
  return role;
}

/** What each role is for, as the Team page explains it. */
export function roleDescription(t: Translate<'team'>, role: Role): string {
  if (role === STATION_MANAGER_ROLE) return t('team:role.managerDescription');
  if (role === DEFAULT_ROLE) return t('team:role.djDescription');
  return t('team:role.viewerDescription');
}
