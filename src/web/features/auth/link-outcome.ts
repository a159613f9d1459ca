import { CONFIRM_ACCOUNT_TEXTS } from '../../../shared/messages/account';
import { inactiveMemberMessage } from '../../../shared/team/permissions';

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
 */
export function confirmedMessage(waiting: boolean): string {
  // The words a waiting account's sign-in is refused with, so both say the same.
  return waiting
    ? (inactiveMemberMessage('waiting') ?? CONFIRM_ACCOUNT_TEXTS.doneMessage)
    : CONFIRM_ACCOUNT_TEXTS.doneMessage;
}

/**
 * What the e-mail links' landing addresses mean, in words rather than better-auth's codes:
 * "?confirmed=1" is a confirmed account, "?error=LINK_ALREADY_USED" a link opened twice,
 * "?email-changed=1&error=TOKEN_EXPIRED" an e-mail change whose link ran out.
 */
export function linkOutcome(params: URLSearchParams): LinkOutcome | null {
  const emailChange = params.has('email-changed');
  const error = params.get('error');
  if (!error) {
    if (params.has('confirmed'))
      return {
        type: 'success',
        title: CONFIRM_ACCOUNT_TEXTS.doneTitle,
        message: confirmedMessage(params.has('waiting')),
        offerSignIn: true,
      };
    if (emailChange)
      return {
        type: 'success',
        title: 'Email address updated',
        message: 'Your account now uses your new email address.',
        offerSignIn: true,
      };
    return null;
  }
  switch (error.toUpperCase()) {
    case 'LINK_ALREADY_USED':
      return {
        type: 'info',
        title: 'This link was already used',
        message: 'Each confirmation link works once. If your email is confirmed, just sign in.',
        offerSignIn: true,
      };
    case 'TOKEN_EXPIRED':
      return {
        type: 'error',
        title: 'This link has expired',
        message: emailChange
          ? 'Please ask for the email change again from Profile Settings.'
          : 'Sign in to receive a fresh confirmation link.',
        offerSignIn: !emailChange,
      };
    case 'USER_NOT_FOUND':
      return {
        type: 'error',
        title: 'Account not found',
        message: 'The account this link belongs to no longer exists.',
      };
    case 'INVALID_USER':
      return {
        type: 'error',
        title: 'This link belongs to another account',
        message: 'Sign out, then open the link again.',
      };
    default:
      return {
        type: 'error',
        title: 'This link is not valid',
        message: emailChange
          ? 'Please ask for the email change again from Profile Settings.'
          : 'Please request a new one.',
      };
  }
}
