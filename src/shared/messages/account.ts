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

export const SIGN_OUT_CONFIRM = 'Are you sure you want to sign out?';

export const PROFILE_TEXTS = {
  subtitle: 'Manage your account settings and preferences',
  loading: 'Loading profile...',
  timezonePlaceholder: 'Select timezone...',
  languageInvalid: 'Please choose one of the languages offered',
  timeFormatInvalid: 'Please choose the 24-hour or the 12-hour clock',
  /** What the profile's zone changes, and what it leaves in station time. */
  timezoneHint: (stationZone: string) =>
    `Times when something happened (Last Modified, activity, sign-ins, invitations, calendar feeds, webhook deliveries, backups) are shown in this zone, with its abbreviation. The schedule grid, its weeks, days and "today" stay in station time (${stationZone}).`,
  avatarHint: 'JPEG, PNG, or GIF (max 5MB)',
  emailNote: 'You will need to confirm your new email address before the change takes effect.',
  resetEmailHint: 'Send a password reset link to your email address.',
  protectedTitle: 'Account Protected',
  protectedText: 'Your account is secured with email and password authentication.',
} as const;

export const PROFILE_MESSAGES = {
  profileUpdated: 'Profile updated successfully!',
  emailChangeStarted: 'Email update initiated! Please check your email for confirmation.',
  passwordUpdated: 'Password updated successfully!',
  resetEmailSent: 'Password reset email sent!',
  noUser: 'No authenticated user',
} as const;

/** "Email updated in auth but failed to update profile: {message}" (SPEC.md §8). */
export function emailSyncFailedMessage(message: string): string {
  return `Email updated in auth but failed to update profile: ${message}`;
}

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
