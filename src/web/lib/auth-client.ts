import { createAuthClient } from 'better-auth/react';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants/limits';
import { reportUnauthorized } from './unauthorized';

/**
 * The accounts service (better-auth) under /api/auth. A 401 outside sign-in/sign-up means the
 * session is gone, which signs the user out like any other API call (SPEC.md §8); at sign-in a
 * 401 only means a wrong password.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    timeout: REQUEST_TIMEOUT_MS,
    onError: ({ response, request }) => {
      const path = new URL(request.url, window.location.origin).pathname;
      if (response.status === 401 && !/\/sign-(in|up)\//.test(path)) reportUnauthorized();
    },
  },
});
