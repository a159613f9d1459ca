import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { createServerWithEarlyRoute } from '../http/early-route';
import { createAuth, type Auth } from '../auth/auth';
import type { Database } from '../db/connection';
import { mailOutbox, sessions, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { startChangeListener } from '../realtime/change-listener';
import type { EventRouteOptions } from '../realtime/events.routes';
import type { SignupPolicy } from '../../shared/team/station-settings';
import { ensureStationSettings } from '../features/team/station-settings.service';
import type { UploadLimits } from '../features/media/upload-limits';
import type { BackupService } from '../features/backups/backup-runner';
import { allowedOriginsFor } from '../server';
import { loadSettings } from '../env';
import { webhookSettingsOf } from '../features/webhooks/webhook-settings';
import { connectTestDatabase, createTestDatabase, type TestDatabase } from './database';
import type { StationClock } from '../http/app-env';
import { HttpClient } from './http-client';
import { createJobs } from '../jobs/jobs';
import { defineServerJobs } from '../jobs/server-jobs';
import { NOTICE_MAIL_JOB } from '../features/notifications/notify';
import { remakeFillInTimers } from '../features/fill-ins/fill-in-timers';

export type TestAppOptions = {
  /** better-auth's per-address and our per-account sign-in limit (generous by default). */
  signInRateLimit?: { max: number; windowSeconds: number };
  /** Trust X-Forwarded-For as a reverse proxy would set it (TRUST_PROXY=true). */
  trustProxy?: boolean;
  /**
   * The station clock: its "now", and the zone a new database starts with (Europe/London unless
   * a test pins it); a process sharing a database keeps the stored zone.
   */
  station?: StationClock;
  /** Receives every line (one JSON object) the app, the auth layer and the mailer log. */
  log?: (line: string) => void;
  /**
   * Another app's database: this app gets its own pool and change listener on it, as a second
   * server process would, and leaves the database to its owner on close. It signs with the
   * owner's secret, as processes sharing AUTH_SECRET do, so a cookie from one works in both.
   */
  shareDatabaseOf?: { database: TestDatabase; secret: string };
  events?: EventRouteOptions;
  /**
   * The public origin the app believes it is served at (PUBLIC_URL), e.g. https behind a proxy;
   * the test's own http origin stays allowed so its clients still work.
   */
  publicOrigin?: string;
  uploads?: Partial<UploadLimits>;
  /**
   * The sign-up policy the station starts with (SIGNUP_POLICY). Tests default to "open" so every
   * `createUser` is a member at once; the first one made is the Station Manager.
   */
  signupPolicy?: SignupPolicy;
  /** The server's backups, made for this app's database (the test stops them). */
  backups?: (databaseUrl: string) => BackupService;
  /** Requests per client address to the public API within a window (PUBLIC_API_RATE_LIMIT). */
  publicApiRateLimit?: { max: number; windowSeconds: number };
  /** Public requests worked on at once past the kept answers (the admission cap). */
  publicInFlight?: number;
  /**
   * WEBHOOK_ALLOW_LOOPBACK. Unset, the server's rule decides: webhooks may reach this machine
   * (the tests' receivers) while the public address is loopback, as the test app's own is.
   */
  webhookAllowLoopback?: 'true' | 'false';
  /** WEBHOOK_SECRET_KEY; unset, webhook secrets are sealed under the app's auth secret. */
  webhookSecretKey?: string;
};

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export type TestUser = {
  id: string;
  email: string;
  password: string;
  /** Signed in, with the session cookie in its jar. */
  client: HttpClient;
};

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export const TEST_PASSWORD = 'correct horse battery';

let clientCount = 0;

/**
 * The real HTTP application (createApp + createAuth + the outbox mailer) on a random port, against
 * this test file's own database. Nothing of ours is mocked: requests go through sockets, sessions
 * and rate limits live in PostgreSQL, mail lands in the outbox table.
 */
export async function startTestApp(options: TestAppOptions = {}) {
  const database: TestDatabase = options.shareDatabaseOf
    ? connectTestDatabase(options.shareDatabaseOf.database.url)
    : await createTestDatabase();
  const { db } = database;
  // The server's own logger, writing its JSON lines here instead of to standard output.
  const logs: string[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: {
      write: (line: string) => {
        logs.push(line.replace(/\n$/, ''));
        options.log?.(line.replace(/\n$/, ''));
      },
    },
  });
  const log = logger.error;
  // A new database's zone, as STATION_TIMEZONE seeds a new installation; a process sharing a
  // database runs in the zone stored there.
  const startZone = options.station?.timeZone ?? 'Europe/London';

  // The app needs its public URL (mail links), which needs the port: listen first, then build.
  const late: { app?: ReturnType<typeof createApp> } = {};
  // Requests that reached the framework, so tests can tell which ones the early route answered.
  let frameworkRequests = 0;
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: (request, env) => {
          frameworkRequests++;
          return late.app ? late.app.fetch(request, env) : new Response(null, { status: 503 });
        },
        port: 0,
        hostname: '127.0.0.1',
        createServer: createServerWithEarlyRoute(() => late.app?.earlyRoute),
      },
      () => resolve(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const allowedOrigins = allowedOriginsFor(url);

  const mailer = createMailer({
    db,
    smtpUrl: undefined,
    from: 'Radio Station <no-reply@localhost>',
    mailboxUrl: () => `${url}/mailbox`,
    log: logger.info,
  });
  const secret = options.shareDatabaseOf?.secret ?? randomBytes(32).toString('base64url');
  const auth: Auth = createAuth({
    db,
    secret,
    baseUrl: url,
    trustedOrigins: allowedOrigins,
    mailer,
    signInRateLimit: options.signInRateLimit ?? { max: 1000, windowSeconds: 60 },
    log,
  });
  if (!options.shareDatabaseOf) {
    await ensureStationSettings(db, {
      signupPolicy: options.signupPolicy ?? 'open',
      stationTimeZone: startZone,
    });
  }
  // The webhook settings as the server makes them from its environment.
  const webhooks = webhookSettingsOf(
    loadSettings({
      PUBLIC_URL: options.publicOrigin ?? url,
      WEBHOOK_ALLOW_LOOPBACK: options.webhookAllowLoopback,
      WEBHOOK_SECRET_KEY: options.webhookSecretKey,
    }),
    secret,
  );
  const changes = startChangeListener(database.url, log);
  const backups = options.backups?.(database.url);
  // The server's jobs on the station clock, not polling: a test sets the clock and runs what is due
  // with `jobs.runDue()` (recurring ones after `jobs.seed()`).
  const jobs = createJobs({
    db,
    now: options.station?.now ?? (() => new Date()),
    log: logger.info,
  });
  defineServerJobs(jobs, {
    db,
    clock: { timeZone: startZone, now: options.station?.now ?? (() => new Date()) },
    backups,
    mail: { mailer, publicOrigin: options.publicOrigin ?? url },
    noticeSecret: secret,
  });
  // As the server does at start: timers that follow from data are re-made from it.
  await remakeFillInTimers(db);
  late.app = createApp({
    db,
    auth,
    mailer,
    config: { stationTimeZone: startZone, version: 'test', outboxMail: true },
    allowedOrigins: options.publicOrigin
      ? [options.publicOrigin, ...allowedOrigins]
      : allowedOrigins,
    trustProxy: options.trustProxy ?? false,
    log,
    changes,
    ...(options.events && { events: options.events }),
    ...(options.uploads && { uploads: options.uploads }),
    ...(options.station && { now: options.station.now }),
    ...(backups && { backups }),
    ...(options.publicApiRateLimit && { publicApiRateLimit: options.publicApiRateLimit }),
    ...(options.publicInFlight && { publicInFlight: options.publicInFlight }),
    webhooks,
    noticeSecret: secret,
  });
  await changes.ready;

  /** A new client with an empty cookie jar on its own loopback address, sending our Origin. */
  const client = (clientOptions: { origin?: string | null } = {}) => {
    clientCount++;
    const localAddress = `127.0.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 2}`;
    return new HttpClient(`http://127.0.0.1:${port}`, {
      origin: clientOptions.origin === undefined ? url : clientOptions.origin,
      localAddress,
    });
  };

  /**
   * Notice e-mails leave on a job (decision 0071), which a running server runs within a second;
   * the test's mailbox sends what is queued before it is read, and runs no other job.
   */
  const delivered = () => jobs.runDue(NOTICE_MAIL_JOB);
  const outbox = {
    /** Messages to an address, newest first. */
    async to(address: string): Promise<OutboxMessage[]> {
      await delivered();
      return db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, address.toLowerCase()))
        .orderBy(desc(mailOutbox.createdAt));
    },
    async all(): Promise<OutboxMessage[]> {
      await delivered();
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    },
    /** The link of the newest message to an address (whose subject matches, if given). */
    async latestLink(address: string, subject?: RegExp): Promise<string> {
      const messages = (await outbox.to(address)).filter(
        (m) => !subject || subject.test(m.subject),
      );
      const link = messages[0]?.links[0];
      if (!link) throw new Error(`No mail${subject ? ` matching ${subject}` : ''} to ${address}`);
      return link;
    },
  };

  /** A unique address for this test. */
  const email = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

  async function signUp(c: HttpClient, address: string, password = TEST_PASSWORD, name = '') {
    return c.post('/api/auth/sign-up/email', { json: { email: address, password, name } });
  }

  async function signIn(c: HttpClient, address: string, password = TEST_PASSWORD) {
    return c.post('/api/auth/sign-in/email', { json: { email: address, password } });
  }

  /** Signs up, follows the confirmation link from the outbox, and signs in on a new client. */
  async function createUser(
    input: { email?: string; password?: string; name?: string } = {},
  ): Promise<TestUser> {
    const address = input.email ?? email();
    const password = input.password ?? TEST_PASSWORD;
    const c = client();
    const signedUp = await signUp(c, address, password, input.name ?? '');
    if (signedUp.status !== 200) throw new Error(`sign-up: ${signedUp.status} ${signedUp.text}`);
    const confirmed = await c.get(await outbox.latestLink(address));
    if (confirmed.status !== 302) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
    const signedIn = await signIn(c, address, password);
    if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${signedIn.text}`);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
    return { id: user!.id, email: address, password, client: c };
  }

  /** The session token a client carries (the cookie holds token.signature). */
  function sessionToken(c: HttpClient): string {
    const cookie = c.cookies.get('better-auth.session_token');
    if (!cookie) throw new Error('The client has no session cookie');
    return decodeURIComponent(cookie).split('.')[0]!;
  }

  /** Moves a client's session expiry into the past, as if 30 days had gone by. */
  async function expireSession(c: HttpClient): Promise<void> {
    const result = await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.token, sessionToken(c)))
      .returning({ id: sessions.id });
    if (result.length !== 1) throw new Error('No such session to expire');
  }

  async function sessionCount(userId: string, token?: string): Promise<number> {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        token
          ? and(eq(sessions.userId, userId), eq(sessions.token, token))
          : eq(sessions.userId, userId),
      );
    return rows.length;
  }

  async function close() {
    await jobs.stop();
    await changes.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await database.drop();
  }

  return {
    url,
    port,
    origin: url,
    db: db as Database,
    database,
    secret,
    /** The server's jobs (decision 0064), run by a test with `runDue()` at the clock's instant. */
    jobs,
    /** The webhook settings this app serves with; a test's delivery worker takes them too. */
    webhooks,
    changes,
    auth,
    logs,
    client,
    outbox,
    email,
    signUp,
    signIn,
    createUser,
    sessionToken,
    expireSession,
    sessionCount,
    /** How many requests reached the framework (the rest: src/server/http/early-route.ts). */
    frameworkRequests: () => frameworkRequests,
    close,
  };
}
