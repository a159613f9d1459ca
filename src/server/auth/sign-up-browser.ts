import type { createAuthMiddleware } from 'better-auth/api';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The browser that made an account carries a signed cookie naming it (decision 0048). Whoever
 * opens the account's confirmation link in that browser both owns the address (the link was
 * mailed there) and chose the password (the sign-up came from here), so the link confirms the
 * account at once. Anywhere else the link proves only the address, and its owner must choose the
 * password before the account can be used.
 */
const COOKIE = 'sign_up';
/** Longer than a confirmation link lives: a re-sent link still finds the cookie for a week. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

function cookieOf(ctx: HookContext) {
  return ctx.context.createAuthCookie(COOKIE, {
    maxAge: MAX_AGE_SECONDS,
    // Read only where a confirmation link lands.
    path: '/api/auth/verify-email',
  });
}

/** Marks this browser as the one that signed up for the account `userId`. */
export async function rememberSignUpBrowser(ctx: HookContext, userId: string): Promise<void> {
  const cookie = cookieOf(ctx);
  await ctx.setSignedCookie(cookie.name, userId, ctx.context.secret, cookie.attributes);
}

/** Whether this request comes from the browser that signed up for `userId`. */
export async function isSignUpBrowser(ctx: HookContext, userId: string): Promise<boolean> {
  const cookie = cookieOf(ctx);
  return (await ctx.getSignedCookie(cookie.name, ctx.context.secret)) === userId;
}

/** The cookie has done its work once the account is confirmed. */
export function forgetSignUpBrowser(ctx: HookContext): void {
  const cookie = cookieOf(ctx);
  ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
}
