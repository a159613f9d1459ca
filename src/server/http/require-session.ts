import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import type { AppEnv } from './app-env';
import { errorBody } from './errors';

/** Every data route needs a live session; a missing, expired or revoked one gets 401 JSON. */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) {
      return c.json(
        errorBody('unauthorized', 'Your session has ended. Please sign in again.'),
        401,
      );
    }
    c.set('user', {
      id: result.user.id,
      email: result.user.email,
      name: result.user.name,
      createdAt: new Date(result.user.createdAt),
    });
    c.set('session', {
      id: result.session.id,
      token: result.session.token,
      expiresAt: new Date(result.session.expiresAt),
    });
    await next();
  };
}
