import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { newPasswordSchema } from '../../../shared/schemas/account';
import type { Auth } from '../../auth/auth';
import { sessions } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { parseWith, readJson } from '../../http/errors';

/**
 * POST /api/account/password: the signed-in user sets a new password (the spec's form asks for
 * the new one twice, not the current one). Other sessions of the account are ended.
 */
export function accountRoutes(auth: Auth) {
  return new Hono<AppEnv>().post('/password', async (c) => {
    const { password } = parseWith(newPasswordSchema, await readJson(c));
    const context = await auth.$context;
    const hash = await context.password.hash(password);
    await context.internalAdapter.updatePassword(c.var.user.id, hash);
    await c.var.db
      .delete(sessions)
      .where(and(eq(sessions.userId, c.var.user.id), ne(sessions.id, c.var.session.id)));
    return c.json({ ok: true });
  });
}
