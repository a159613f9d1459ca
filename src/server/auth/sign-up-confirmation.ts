import { randomBytes } from 'node:crypto';
import { isAPIError, sendVerificationEmailFn, type createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../db/connection';
import { describeError, type LogLine } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { confirmAccount } from '../features/team/membership';
import { announceWaitingMember } from '../features/team/waiting-announcement';
import { forgetSignUpBrowser, isSignUpBrowser, rememberSignUpBrowser } from './sign-up-browser';
import type { VerificationLink } from './verification-links';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export type ConfirmationDeps = { db: Database; mailer: Mailer; baseUrl: string; log: LogLine };

/** Where a confirmed sign-up lands: the app says so and offers sign-in. */
export const CONFIRMED_PATH = '/?confirmed=1';
/** Where it lands when the account now waits for approval: the app says that, not "ready". */
export const CONFIRMED_WAITING_PATH = '/?confirmed=1&waiting=1';
/** The page where the address's owner chooses the password of an account they confirm. */
export const CHOOSE_PASSWORD_PATH = '/reset-password';
/** As long as a reset link: the page's form must be sent within the hour. */
const CHOOSE_PASSWORD_SECONDS = 60 * 60;

/**
 * Opens a sign-up's confirmation link (decision 0048): anyone may sign up with any address, so
 * the link proves the address but not that its owner chose the password. From the browser that
 * signed up, the account is confirmed and admitted at once. Anywhere else, the link leads to a
 * page where the owner chooses the account's password (a password reset, which ends every
 * session); setting it confirms and admits the account (confirmAfterReset), and whatever the
 * sign-up chose is gone. Links of e-mail changes, confirmed accounts and unknown accounts are
 * left to better-auth, as before. Throws the redirect it answers with.
 */
export async function openSignUpLink(
  ctx: HookContext,
  deps: ConfirmationDeps,
  link: VerificationLink,
): Promise<void> {
  if (link.updateTo) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(link.email);
  const user = found?.user;
  if (!user || user.emailVerified || (link.userId && link.userId !== user.id)) return;
  if (await isSignUpBrowser(ctx, user.id)) {
    const waiting =
      (await confirmAccount(deps.db, user.id, { forgetSignUpName: false })) &&
      (await announceWaitingMember(deps, user.id));
    forgetSignUpBrowser(ctx);
    throw ctx.redirect(`${deps.baseUrl}${waiting ? CONFIRMED_WAITING_PATH : CONFIRMED_PATH}`);
  }
  const token = randomBytes(24).toString('base64url');
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + CHOOSE_PASSWORD_SECONDS * 1000),
  });
  const page = new URL(CHOOSE_PASSWORD_PATH, deps.baseUrl);
  page.searchParams.set('token', token);
  page.searchParams.set('confirm', '1');
  throw ctx.redirect(page.toString());
}

/**
 * After any password reset: a reset link reaches only the account's address, so an account not
 * yet confirmed is confirmed and admitted now, with the password its owner just chose. Its
 * username is dropped, as whoever signed up may not have been the owner.
 */
export async function confirmAfterReset(deps: ConfirmationDeps, userId: string): Promise<void> {
  if (await confirmAccount(deps.db, userId, { forgetSignUpName: true })) {
    await announceWaitingMember(deps, userId);
  }
}

/**
 * After a sign-up's answer: the browser that made an account is remembered (sign-up-browser.ts).
 * A sign-up for an address whose account is not confirmed yet is answered by better-auth as if it
 * were new (nobody learns who has an account) and mails nothing: the address gets a fresh
 * confirmation link instead, since the person signing up again may be its owner. Opened in their
 * browser, that link asks them to choose the password: the pending account's is not theirs.
 */
export async function afterSignUp(ctx: HookContext, deps: ConfirmationDeps): Promise<void> {
  const returned: unknown = ctx.context.returned;
  const email: unknown = ctx.body?.email;
  if (!returned || typeof returned !== 'object' || isAPIError(returned)) return;
  if (!('user' in returned) || typeof email !== 'string') return;
  const answered = (returned.user as { id?: unknown } | null)?.id;
  try {
    const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
    if (!found) return;
    if (found.user.id === answered) await rememberSignUpBrowser(ctx, found.user.id);
    else if (!found.user.emailVerified) await sendVerificationEmailFn(ctx, found.user);
  } catch (error) {
    // The account exists either way: a second mail that failed must not turn it into a 500.
    deps.log('[auth] after sign-up', describeError(error));
  }
}
