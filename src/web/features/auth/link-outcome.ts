import type { Translate } from '../../i18n/translate';

export type LinkOutcome = {
  type: 'success' | 'error' | 'info';
  title: string;
  message: string;
  /** Whether signing in is the next step (the sign-in modal opens for signed-out visitors). */
  offerSignIn?: boolean;
};

/**
 * The confirmation's words: "ready" only for an account that is; under the approval policy the
 * account waits for a station manager, and saying it is ready would send its owner to a closed door.
 * The waiting words are those a waiting account's sign-in is refused with (inactiveMemberText, server/http/inactive-member.ts).
 */
export function confirmedMessage(t: Translate<'auth'>, waiting: boolean): string {
  return t(waiting ? 'auth:confirm.waitingMessage' : 'auth:confirm.doneMessage');
}

/**
 * What the e-mail links' landing addresses mean, in words rather than better-auth's codes:
 * "?confirmed=1" is a confirmed account, "?error=LINK_ALREADY_USED" a link opened twice,
 * "?email-changed=1&error=TOKEN_EXPIRED" an e-mail change whose link ran out.
 */
export function linkOutcome(t: Translate<'auth'>, params: URLSearchParams): LinkOutcome | null {
  const emailChange = params.has('email-changed');
  const error = params.get('error');
  if (!error) {
    if (params.has('confirmed'))
      return {
        type: 'success',
        title: t('auth:confirm.doneTitle'),
        message: confirmedMessage(t, params.has('waiting')),
        offerSignIn: true,
      };
    if (emailChange)
      return {
        type: 'success',
        title: t('auth:link.emailChangedTitle'),
        message: t('auth:link.emailChangedMessage'),
        offerSignIn: true,
      };
    return null;
  }
  switch (error.toUpperCase()) {
    case 'LINK_ALREADY_USED':
      return {
        type: 'info',
        title: t('auth:link.usedTitle'),
        message: t('auth:link.usedMessage'),
        offerSignIn: true,
      };
    case 'TOKEN_EXPIRED':
      return {
        type: 'error',
        title: t('auth:link.expiredTitle'),
        message: t(emailChange ? 'auth:link.askEmailChangeAgain' : 'auth:link.signInForFreshLink'),
        offerSignIn: !emailChange,
      };
    case 'USER_NOT_FOUND':
      return {
        type: 'error',
        title: t('auth:link.userNotFoundTitle'),
        message: t('auth:link.userNotFoundMessage'),
      };
    case 'INVALID_USER':
      return {
        type: 'error',
        title: t('auth:link.otherAccountTitle'),
        message: t('auth:link.otherAccountMessage'),
      };
    default:
      return {
        type: 'error',
        title: t('auth:link.invalidTitle'),
        message: t(emailChange ? 'auth:link.askEmailChangeAgain' : 'auth:link.requestNewOne'),
      };
  }
}
