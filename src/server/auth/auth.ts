import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../db/connection';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { describeError, type LogLine } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { confirmEmailMessage, resetPasswordMessage } from '../mail/templates';
import { wordsForAddress } from '../i18n/languages-read';
import { revokeAllFeeds } from '../features/exchange/calendar-feeds.service';
import { syncProfileEmail } from '../features/profiles/profiles.service';
import { admitNewAccount } from '../features/team/membership';
import { refuseInactiveSignIn } from './membership-gate';
import { rememberAuthFault } from './auth-faults';
import { afterAuthHook, beforeAuthHook } from './auth-hooks';
import { takeMailSlot } from './mail-limits';
import { boundedPasswordHashing } from './password-hashing';
import { confirmAfterReset } from './sign-up-confirmation';
import { readStationName } from '../features/team/station-settings.service';

export type AuthOptions = {
  db: Database;
  secret: string;
  /** The public address of the app, e.g. http://localhost:3000. */
  baseUrl: string;
  /**
   * Origins whose pages may call the auth routes with a session cookie: the app's own origin and
   * its other loopback name (a page opened at 127.0.0.1 must be able to sign out too).
   */
  trustedOrigins?: readonly string[];
  mailer: Mailer;
  signInRateLimit: { max: number; windowSeconds: number };
  log: LogLine;
};

const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;

/**
 * Accounts through better-auth (DESIGN.md D4): e-mail and password with confirmation before the
 * first sign-in, reset landing on /reset-password, e-mail change confirmed at the new address,
 * sessions and rate limits in PostgreSQL so several processes share them (D11).
 */
const REFUSED_ADDRESS =
  /^Invalid (callback|redirect|errorCallback|newUserCallback)?URL|^Invalid origin/i;

export function createAuth(options: AuthOptions) {
  const { db, mailer, signInRateLimit } = options;
  const hookDeps = {
    db,
    mailer,
    secret: options.secret,
    baseUrl: options.baseUrl,
    signInRateLimit,
    log: options.log,
  };
  return betterAuth({
    appName: 'Radio Station',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [...(options.trustedOrigins ?? [options.baseUrl])],
    telemetry: { enabled: false },
    logger: {
      // Keep only what an operator acts on. better-auth writes the input it refused into its
      // messages ("Invalid callbackURL: <what was sent>") and passes objects after them: only
      // the wording before the first colon is logged, never the input or the objects.
      level: 'error',
      log: (level, message) => {
        // Its origin check refuses a stranger's redirect address with 403 and an error line; a
        // refusal is an answer, and a line per request would let anyone fill the log.
        if (REFUSED_ADDRESS.test(message)) return;
        options.log(`[auth] ${level}: ${withoutInput(message)}`);
      },
    },
    onAPIError: {
      // Without this, better-auth prints every refusal (a wrong password, a rate limit) to the
      // console, past LOG_LEVEL. A refusal is an answer, not a server fault: log only faults.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        rememberAuthFault(error);
        options.log('[auth] request failed', describeError(error));
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: boundedPasswordHashing(),
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const words = await wordsForAddress(db, user.id);
        await mailer.send(resetPasswordMessage(await readStationName(db), user.email, url, words));
      },
      // A feed URL is a credential of its own: whoever reset the password for fear of a leak
      // must not leave a leaked feed working.
      onPasswordReset: async ({ user }) => {
        await revokeAllFeeds(db, user.id, 'password-reset');
        await confirmAfterReset(hookDeps, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: ONE_HOUR,
      sendVerificationEmail: async ({ user, url }) => {
        // Sign-up and sign-in of an unconfirmed account send this mail too: a stranger asking
        // again and again from many addresses must not flood the recipient's inbox.
        if (!(await takeMailSlot(db, 'verification', user.email)).allowed) {
          options.log('[auth] confirmation mail not sent: the recipient got enough this hour');
          return;
        }
        const link = new URL(url);
        const callback = link.searchParams.get('callbackURL') ?? '/';
        const isChange = callback.includes('email-changed');
        // The mail re-sent when an unconfirmed account signs in returns to "/": land it where
        // the sign-up mail lands, so the person is told the address is confirmed.
        if (!isChange && (callback === '/' || callback === '')) {
          link.searchParams.set('callbackURL', '/?confirmed=1');
        }
        const station = await readStationName(db);
        const words = await wordsForAddress(db, user.id);
        await mailer.send(
          confirmEmailMessage(station, user.email, link.toString(), isChange, words),
        );
      },
    },
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: 30 * ONE_DAY,
      // A session used after a day is extended: staff who work daily stay signed in.
      updateAge: ONE_DAY,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      // Per address. Per account and per recipient limits are in the hooks (auth-hooks.ts).
      customRules: {
        '/sign-in/email': { window: signInRateLimit.windowSeconds, max: signInRateLimit.max },
        // Sign-ups share the sign-in budget: both are what an address may try per window.
        '/sign-up/email': { window: signInRateLimit.windowSeconds, max: signInRateLimit.max },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        // Every page a member opens reads who is signed in once (the HTML preloads it): a
        // station's staff behind one address ran into the 300 a minute, and each count was a
        // database write on the page's way to its paint. It is a read of the caller's own
        // session, like every signed-in read of the API, which no address limit holds either.
        '/get-session': false,
      },
    },
    advanced: {
      // better-auth turns its origin and CSRF checks off when NODE_ENV=test or TEST is set;
      // they must not depend on the environment (and tests must see what production does).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Set from the socket by the clientAddress middleware (or by a trusted proxy). An IPv6
      // client counts by its /64, as every per-address limit of ours (realtime/address-group.ts).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'], ipv6Subnet: 64 },
    },
    databaseHooks: {
      user: {
        create: {
          // The sign-up's body was checked by checkSignUp; an invitation token in it admits the
          // account with the invited role when it is still good for this address. Without one,
          // nothing is granted before the address is confirmed (sign-up-confirmation.ts).
          after: async (user, context) => {
            const token: unknown = context?.body?.invitationToken;
            await admitNewAccount(
              db,
              { id: user.id, email: user.email, username: user.name || null },
              typeof token === 'string' ? token : undefined,
            );
          },
        },
        update: {
          after: async (user) => {
            try {
              await syncProfileEmail(db, user.id, user.email);
            } catch (error) {
              // GET /api/profile retries the sync and tells the user if it still fails.
              options.log('[auth] profile e-mail sync failed', {
                userId: user.id,
                ...describeError(error),
              });
            }
          },
        },
      },
      session: {
        // Only active members get a session: a waiting, suspended or declined account is told
        // why at sign-in, after its password and confirmed e-mail were checked.
        create: {
          before: async (session, context) =>
            refuseInactiveSignIn(db, session.userId, context?.headers),
        },
      },
    },
    hooks: {
      before: beforeAuthHook(hookDeps),
      after: afterAuthHook(hookDeps),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's message up to where it starts quoting what it was sent. */
function withoutInput(message: unknown): string {
  const text = typeof message === 'string' ? message : 'a non-text message';
  return text.split(/[:\r\n]/, 1)[0]!.trim();
}
