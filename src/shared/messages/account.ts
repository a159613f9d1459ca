/**
 * The account texts of SPEC.md (§1, §2, §8), verbatim, so the web app and browser tests agree on
 * them. Messages that come from the server (provider errors) are not here: they are shown as sent.
 */
export const WELCOME_TEXT =
  'Welcome to your radio station management system. Please sign in to continue.';
export const LOADING_APP_TEXT = 'Loading Radio Station...';

export const AUTH_TEXTS = {
  login: { title: 'Welcome back', subtitle: 'Sign in to your radio station account' },
  signup: { title: 'Create Account', subtitle: 'Join your radio station team' },
  reset: { title: 'Reset Password', subtitle: 'Enter your email to receive a reset link' },
  signupDone: {
    title: 'Account Created!',
    message: 'Please check your email for a confirmation link to complete your registration.',
  },
  resetDone: {
    title: 'Reset Link Sent!',
    message: 'Please check your email for a password reset link.',
  },
} as const;

/**
 * Profile texts not yet in the catalogs (`profile` namespace, decision 0074): the server's
 * refusals of a language or clock it does not offer, and the image field's hint, shared with
 * the show and DJ forms.
 */
export const PROFILE_TEXTS = {
  languageInvalid: 'Please choose one of the languages offered',
  timeFormatInvalid: 'Please choose the 24-hour or the 12-hour clock',
  avatarHint: 'JPEG, PNG, or GIF (max 5MB)',
} as const;

/**
 * The page a sign-up's confirmation link opens outside the browser that signed up (decision
 * 0048): the address's owner chooses the account's password, which confirms the account.
 */
export const CONFIRM_ACCOUNT_TEXTS = {
  documentTitle: 'Confirm your account',
  title: 'Choose your password',
  intro:
    'To finish confirming your email address, choose the password of your account. If you signed up on another device, you can enter the same password again.',
  submit: 'Confirm Account',
  submitting: 'Confirming...',
  badLinkTitle: 'Confirmation link expired or invalid',
  badLinkText:
    'This confirmation page works for one hour after its link was opened. Ask for a password reset link to confirm your account with a password of your choice.',
  doneTitle: 'Email confirmed',
  doneMessage: 'Your account is ready. Please sign in.',
} as const;
