import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { STATION_MANAGER_ROLE } from '../../../shared/constants/limits';
import type { Access } from '../../../shared/team/access';
import type { Database } from '../../db/connection';
import { profiles, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { settingsOf } from '../../http/require-permission';
import { ownDjIds } from './own-dj';
import { mayReadReports } from '../../../shared/reports/report-access';

/** /api/access: what the signed-in member may do, for the browser to show only that. */
export function accessRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const settings = await settingsOf(c);
    const { role } = c.var.member;
    const access: Access = {
      role,
      ownDjIds: await ownDjIds(c.var.db, c.var.user.id),
      settings: {
        djPermissions: settings.djPermissions,
        weekStatusManagersOnly: settings.weekStatusManagersOnly,
      },
      waitingCount: role === STATION_MANAGER_ROLE ? await countWaiting(c.var.db) : 0,
      gapMinimumMinutes: settings.gapMinimumMinutes,
      reportsOpen: mayReadReports(role, settings.reportsOpenToMembers),
    };
    return c.json({ access });
  });
}

/** Accounts that confirmed their e-mail and wait for a manager's approval. */
export async function countWaiting(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.status, 'waiting'), eq(users.emailVerified, true)));
  return row?.n ?? 0;
}
