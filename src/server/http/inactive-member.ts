import { localText, type LocalText } from '../../shared/i18n/local-text';

/**
 * Why a member who is not active is refused, as a key (the same words as the sign-in page's
 * `inactiveMemberMessage`, shared/team/permissions.ts, said in the request's language); null for
 * an active member.
 */
export function inactiveMemberText(status: string): LocalText | null {
  switch (status) {
    case 'active':
      return null;
    case 'waiting':
      return localText('errors:membership.waiting');
    case 'suspended':
      return localText('errors:membership.suspended');
    default:
      return localText('errors:membership.declined');
  }
}
