import { createAuthClient } from 'better-auth/client';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants/limits';
import { refreshSession, tellOtherTabs } from './session-store';
import { reportUnauthorized } from './unauthorized';

/** The accounts service's calls after which who is signed in may have changed. */
const CHANGES_SESSION =
  /\/(sign-in\/email|sign-up\/email|sign-out|update-user|change-email|change-password|verify-email|delete-user|revoke-sessions?|revoke-other-sessions)$/;
/** Of those, the ones the other tabs of this browser must hear of (the account is gone or changed). */
const TOLD_TO_OTHER_TABS = /\/(sign-out|update-user|delete-user|revoke-sessions)$/;

/**
 * The accounts service (better-auth) under /api/auth. A 401 outside sign-in/sign-up means the
 * session is gone, which signs the user out like any other API call (SPEC.md §8); at sign-in a
 * 401 only means a wrong password. Only the screens that call it fetch it:
 * who is signed in is read by lib/session-store.ts, which a call that changes it asks again.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    timeout: REQUEST_TIMEOUT_MS,
    onSuccess: ({ request }) => {
      const path = new URL(request.url, window.location.origin).pathname;
      if (CHANGES_SESSION.test(path)) void refreshSession();
      if (TOLD_TO_OTHER_TABS.test(path)) tellOtherTabs();
    },
    onError: ({ response, request }) => {
      const path = new URL(request.url, window.location.origin).pathname;
      if (response.status === 401 && !/\/sign-(in|up)\//.test(path)) reportUnauthorized();
    },
  },
});
