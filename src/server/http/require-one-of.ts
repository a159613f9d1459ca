import type { MiddlewareHandler } from 'hono';
import type { Action } from '../../shared/team/permissions';
import type { AppEnv } from './app-env';
import { assertCan, mayDo } from './require-permission';

/**
 * A route's guard for a write that a member may take in full (`broad`) or on their own things
 * only (`own`, checked again by the route against the stored row). With neither, the refusal
 * gives the broad action's reason, which is the one a member can act on ("only station managers
 * can add, change or delete shows").
 */
export function requireOneOf(broad: Action, own: Action): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await mayDo(c, broad)) && !(await mayDo(c, own))) await assertCan(c, broad);
    await next();
  };
}
