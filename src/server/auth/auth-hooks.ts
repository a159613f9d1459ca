import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { signUpRequestSchema } from '../../shared/schemas/account';
import { newPasswordField } from '../../shared/schemas/password-rules';
import type { Database } from '../db/connection';
import { fieldMessagesInEnglish } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { describeError, type LogLine } from '../lib/logger';
import { emailChangedNoticeMessage } from '../mail/templates';
import { wordsForAddress } from '../i18n/languages-read';
import { english } from '../i18n/english';
import { authRefusal } from './auth-refusal';
import { takeMailSlot, type MailKind } from './mail-limits';
import { newPasswordProblem } from './new-password-check';
import { USERNAME_TAKEN, usernameTaken } from '../features/profiles/member-names';
import { checkSignUpAdmission } from './sign-up-admission';
import { withoutSessionTokens } from './session-tokens';
import { UNUSED_ROUTES } from './unused-routes';
import {
  checkSignInAttempt,
  recordSignInFailure,
  recordSignInSuccess,
  type SignInRateLimit,
} from './sign-in-limits';
import { afterSignUp, openSignUpLink } from './sign-up-confirmation';
import { consumeVerificationLink, readVerificationLink } from './verification-links';
import { readStationName } from '../features/team/station-settings.service';

export type AuthHookDeps = {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  signInRateLimit: SignInRateLimit;
  log: LogLine;
};

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Longer values are no e-mail address: better-auth refuses them, and no counter key is made. */
const EMAIL_MAX = 254;
const EMAIL_CHANGE_REQUEST = 'change-email-verification';

/**
 * What better-auth's own routes need beyond its options: limits per account and recipient,
 * the new-password and sign-up field rules, single-use confirmation links.
 */
export function beforeAuthHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.request && UNUSED_ROUTES.includes(ctx.path)) {
      throw authRefusal('NOT_FOUND', 'not_found', 'No such API route.');
    }
    switch (ctx.path) {
      case '/sign-in/email':
        return whenCountersWork(deps, () => limitSignIn(ctx, deps));
      case '/sign-up/email':
        return checkSignUp(ctx, deps);
      case '/reset-password':
        return checkResetPassword(ctx);
      case '/request-password-reset':
        return whenCountersWork(deps, () => limitMailRequests(ctx, deps, 'reset-request'));
      case '/send-verification-email':
        return whenCountersWork(deps, () => limitMailRequests(ctx, deps, 'verification-request'));
      case '/verify-email':
        return guardVerificationLink(ctx, deps);
      default:
        return undefined;
    }
  });
}

/**
 * Counts sign-in outcomes, follows up sign-ups, tells the old address of a changed e-mail, and
 * keeps tokens out.
 */
export function afterAuthHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-in/email') {
      // The answer is made already: a counter that cannot be written must not turn it into a 500.
      await countSignInOutcome(ctx, deps).catch((error: unknown) =>
        deps.log('[auth] sign-in not counted', describeError(error)),
      );
    }
    if (ctx.path === '/sign-up/email') await afterSignUp(ctx, deps);
    if (ctx.path === '/verify-email') await noticeEmailChange(ctx, deps);
    // Answers to browsers never carry a session token: the cookie is the only place for it.
    // Calls from our own code (no request) still get it.
    const returned: unknown = ctx.context.returned;
    if (!ctx.request || !returned || typeof returned !== 'object' || isAPIError(returned)) {
      return undefined;
    }
    const stripped = withoutSessionTokens(returned);
    return stripped === returned ? undefined : ctx.json(stripped);
  });
}

/** Seconds a client is asked to wait when the counters cannot be read (an overloaded database). */
const COUNTERS_UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * Runs a limit check. When its counters cannot be read (the database is overloaded, say, by a
 * flood of sign-ins), the request is asked to come back shortly (429) instead of failing with
 * a 500 or going ahead unlimited.
 */
async function whenCountersWork(deps: AuthHookDeps, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (isAPIError(error)) throw error;
    deps.log('[auth] limit counters unavailable', describeError(error));
    throw authRefusal(
      'TOO_MANY_REQUESTS',
      'TRY_AGAIN_SHORTLY',
      'The server is busy. Please try again in a few seconds.',
      { retryAfterSeconds: COUNTERS_UNAVAILABLE_RETRY_SECONDS },
    );
  }
}

function clientAddressOf(ctx: HookContext): string {
  // Set from the socket (or a trusted proxy) by the clientAddress middleware.
  return ctx.headers?.get('x-forwarded-for') ?? 'unknown';
}

function emailOf(ctx: HookContext): string | null {
  const email: unknown = ctx.body?.email;
  if (typeof email !== 'string' || email.length > EMAIL_MAX) return null;
  return email.trim().toLowerCase();
}

async function limitSignIn(ctx: HookContext, deps: AuthHookDeps) {
  const email = emailOf(ctx);
  if (!email) return;
  const verdict = await checkSignInAttempt(
    deps.db,
    email,
    clientAddressOf(ctx),
    deps.signInRateLimit,
  );
  if (verdict.allowed) return;
  throw authRefusal(
    'TOO_MANY_REQUESTS',
    'TOO_MANY_ATTEMPTS',
    `Too many sign-in attempts for this account. Please wait ${waitText(verdict.retryAfterSeconds)} and try again.`,
    { retryAfterSeconds: verdict.retryAfterSeconds },
  );
}

async function countSignInOutcome(ctx: HookContext, deps: AuthHookDeps) {
  const email = emailOf(ctx);
  if (!email) return;
  const returned: unknown = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.statusCode === 401) await recordSignInFailure(deps.db, email);
    return;
  }
  if (returned && typeof returned === 'object' && 'user' in returned) {
    await recordSignInSuccess(deps.db, email, clientAddressOf(ctx));
  }
}

/** The profile's rules for the name and e-mail, and the new-password rules, before any write. */
async function checkSignUp(ctx: HookContext, deps: AuthHookDeps) {
  const parsed = signUpRequestSchema.safeParse(ctx.body);
  if (!parsed.success) {
    const fields = fieldMessagesInEnglish(parsed.error);
    const message = Object.values(fields)[0] ?? 'Invalid input';
    throw authRefusal('UNPROCESSABLE_ENTITY', 'validation_failed', message, { fields });
  }
  const { name = '', email, password, invitationToken } = parsed.data;
  const rule = newPasswordProblem(password, { email, username: name });
  if (rule) {
    // better-auth answers this one, in English; the web app says it in its reader's language.
    const problem = english(rule);
    throw authRefusal('UNPROCESSABLE_ENTITY', 'validation_failed', problem, {
      fields: { password: problem },
    });
  }
  await checkSignUpAdmission(deps.db, email, invitationToken, ctx.headers);
  if (name && (await usernameTaken(deps.db, name))) {
    throw authRefusal('UNPROCESSABLE_ENTITY', 'validation_failed', USERNAME_TAKEN, {
      fields: { name: USERNAME_TAKEN },
    });
  }
  // Stored as the profile would store them: trimmed.
  return { context: { body: { ...ctx.body, name, email } } };
}

async function checkResetPassword(ctx: HookContext) {
  const newPassword: unknown = ctx.body?.newPassword;
  if (typeof newPassword !== 'string') return; // better-auth refuses it
  const token: unknown = ctx.body?.token ?? ctx.query?.token;
  const shape = newPasswordField.safeParse(newPassword);
  let problem = shape.success ? null : (shape.error.issues[0]?.message ?? 'Invalid password');
  if (!problem) {
    const owner =
      typeof token === 'string' && token.length <= 256 ? await resetLinkOwner(ctx, token) : {};
    const rule = newPasswordProblem(newPassword, owner);
    problem = rule && english(rule);
  }
  if (problem) {
    throw authRefusal('UNPROCESSABLE_ENTITY', 'validation_failed', problem, {
      fields: { newPassword: problem },
    });
  }
}

/** Who a reset link belongs to (its e-mail and username), read without using the link up. */
async function resetLinkOwner(ctx: HookContext, token: string) {
  const adapter = ctx.context.internalAdapter;
  const verification = await adapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return {};
  const user = await adapter.findUserById(verification.value);
  return user ? { email: user.email, username: user.name } : {};
}

async function limitMailRequests(ctx: HookContext, deps: AuthHookDeps, kind: MailKind) {
  const email = emailOf(ctx);
  if (!email) return;
  const slot = await takeMailSlot(deps.db, kind, email);
  if (slot.allowed) return;
  throw authRefusal(
    'TOO_MANY_REQUESTS',
    'TOO_MANY_EMAILS',
    `Too many emails were sent to this address. Please wait ${waitText(slot.retryAfterSeconds)} and try again.`,
    { retryAfterSeconds: slot.retryAfterSeconds },
  );
}

/**
 * A confirmation link is checked before anything is written (a made-up token stores nothing),
 * then used up. Confirming a new address that another account took meanwhile is a conflict; a
 * sign-up's link confirms only together with a password its owner chose (openSignUpLink).
 */
async function guardVerificationLink(ctx: HookContext, deps: AuthHookDeps) {
  const token: unknown = ctx.query?.token;
  if (typeof token !== 'string' || token === '') return;
  const link = await readVerificationLink(token, deps.secret);
  if (!link) return; // better-auth answers an invalid or expired link itself
  if (link.updateTo && link.requestType === EMAIL_CHANGE_REQUEST) {
    const holder = await ctx.context.internalAdapter.findUserByEmail(link.updateTo);
    if (holder && holder.user.id !== link.userId) {
      throw authRefusal(
        'CONFLICT',
        'EMAIL_TAKEN',
        'This email address is now used by another account. Please choose a different one.',
      );
    }
  }
  if (!(await consumeVerificationLink(deps.db, token, link))) {
    throw ctx.redirect(`${deps.baseUrl}/?error=LINK_ALREADY_USED`);
  }
  await openSignUpLink(ctx, deps, link);
}

/** After a confirmed change of address, the old address is told (with no link to follow). */
async function noticeEmailChange(ctx: HookContext, deps: AuthHookDeps) {
  const token: unknown = ctx.query?.token;
  if (typeof token !== 'string') return;
  const link = await readVerificationLink(token, deps.secret);
  if (!link?.updateTo || !link.userId || link.requestType !== EMAIL_CHANGE_REQUEST) return;
  const user = await ctx.context.internalAdapter.findUserById(link.userId);
  if (user?.email.toLowerCase() !== link.updateTo.toLowerCase()) return;
  try {
    const station = await readStationName(deps.db);
    await deps.mailer.send(
      emailChangedNoticeMessage(
        station,
        link.email,
        link.updateTo,
        new Date(),
        await wordsForAddress(deps.db, link.userId),
      ),
    );
  } catch {
    // A mail server's refusal may quote the address: keep it out of the log.
    deps.log('[auth] e-mail change notice not sent: the mailer failed');
  }
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
