import type { Context, MiddlewareHandler } from 'hono';
import { permission, type Action } from '../../shared/team/permissions';
import type { StationSettings } from '../../shared/team/station-settings';
import { readStationSettings } from '../features/team/station-settings.service';
import type { AppEnv } from './app-env';
import { HttpError } from './errors';

/**
 * The station's settings for this request, read once however many checks ask (a write checks
 * its action, and maybe a second one for a member's own show).
 */
export async function settingsOf(c: Context<AppEnv>): Promise<StationSettings> {
  const known = c.get('stationSettings');
  if (known) return known;
  const settings = await readStationSettings(c.var.db);
  c.set('stationSettings', settings);
  return settings;
}

/** Refuses with 403 and the table's reason unless the signed-in member may take the action. */
export async function assertCan(c: Context<AppEnv>, action: Action): Promise<void> {
  const decision = permission(c.var.member.role, action, await settingsOf(c));
  if (!decision.allowed) throw new HttpError(403, 'forbidden', decision.text ?? decision.reason);
}

/** Whether the signed-in member may take the action (for routes that fall back to "their own"). */
export async function mayDo(c: Context<AppEnv>, action: Action): Promise<boolean> {
  return permission(c.var.member.role, action, await settingsOf(c)).allowed;
}

/** A route's guard: the member must be allowed the action (DESIGN.md D12). */
export function requirePermission(action: Action): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await assertCan(c, action);
    await next();
  };
}
