/**
 * better-auth routes the app does not use. Refused, they cannot be used around the app's own rules:
 * changing the password or e-mail without the current password (/api/account does both with
 * it), changing the name or image past the profile's rules (/api/profile), or reading session
 * tokens (/list-sessions), or checking passwords without the sign-in limits (/verify-password).
 * They answer 404 in the app's JSON (better-auth's `disabledPaths` would answer plain text);
 * our own code may still call them through `auth.api`.
 */
export const UNUSED_ROUTES = [
  '/change-email',
  '/change-password',
  '/update-user',
  '/delete-user',
  '/delete-user/callback',
  '/verify-password',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/update-session',
  '/list-accounts',
  '/unlink-account',
  '/link-social',
  '/sign-in/social',
  '/get-access-token',
  '/refresh-token',
  '/account-info',
];
