import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { createApp, DEFAULT_WEB_ROOT } from './app';
import { createAuth } from './auth/auth';
import { createDatabase } from './db/connection';
import { lockDataDir } from './db/data-dir-lock';
import { watchDatabase, type DatabaseWatch } from './db/database-watch';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { makeStationManager, STARTUP_MANAGER_LOG } from './features/team/startup-manager';
import { ensureStationSettings } from './features/team/station-settings.service';
import { publicUrlOf, resolveAuthSecret, type Settings } from './env';
import { freePort } from './lib/free-port';
import type { Logger } from './lib/logger';
import { createServerWithEarlyRoute } from './http/early-route';
import { createMailer } from './mail/mailer';
import { startChangeListener } from './realtime/change-listener';
import { startWebhooks } from './features/webhooks/webhooks-background';
import { webhookSettingsOf } from './features/webhooks/webhook-settings';
import { startBackupService } from './features/backups/backup-runner';
import { alertBackupFailed } from './features/notifications/manager-alerts';
import { createJobs } from './jobs/jobs';
import { defineServerJobs } from './jobs/server-jobs';
import { remakeFillInTimers } from './features/fill-ins/fill-in-timers';
import { holdServerPresence } from './db/server-presence';

export type RunningServer = {
  url: string;
  port: number;
  databaseUrl: string;
  /** Stops accepting, lets running requests finish, then closes the database. */
  close: () => Promise<void>;
  /** Resolves once the database is gone for good: the process should exit non-zero. */
  failed: Promise<Error>;
};

export type { Logger } from './lib/logger';

/**
 * Starts the whole product: the database (embedded unless DATABASE_URL), migrations, accounts,
 * mail, the API and the web app on one port.
 */
export async function startServer(
  settings: Settings,
  logger: Logger,
  webRoot = DEFAULT_WEB_ROOT,
): Promise<RunningServer> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step();
  };
  try {
    let databaseUrl = settings.databaseUrl;
    let embedded: EmbeddedDatabase | undefined;
    if (!databaseUrl) {
      cleanups.push(await lockDataDir(settings.dataDir));
      embedded = await startEmbeddedPostgres(settings.dataDir, logger.debug);
      cleanups.push(embedded.stop);
      databaseUrl = embedded.url;
    }
    // A dropped connection makes the watch look at once (it exists once migrations are done).
    const watching: { database?: DatabaseWatch } = {};
    const { db, pool } = createDatabase(databaseUrl, 10, (error) => {
      logger.debug(`[db] connection lost: ${error.message}`);
      void watching.database?.check();
    });
    cleanups.push(() => pool.end());
    // Before migrating: a restore under way on this database is waited for, and none starts now.
    cleanups.push((await holdServerPresence(databaseUrl, logger.info)).close);
    await applyMigrations(pool);
    await ensureStationSettings(db, {
      signupPolicy: settings.signupPolicy,
      publishSchedule: settings.publicSchedule,
      stationTimeZone: settings.stationTimeZone,
    });
    if (settings.stationManagerEmail) {
      const outcome = await makeStationManager(db, settings.stationManagerEmail);
      // Once an active manager, the account is not mentioned again at every start.
      if (outcome !== 'already') logger.info(STARTUP_MANAGER_LOG[outcome]);
    }
    const database = watchDatabase({
      probe: () => pool.query('select 1'),
      embedded,
      log: logger.error,
    });
    watching.database = database;
    cleanups.push(database.close);
    const changes = startChangeListener(databaseUrl, logger.error);
    cleanups.push(() => changes.close());
    const clock = { timeZone: settings.stationTimeZone, now: () => new Date() };
    const authSecret = resolveAuthSecret(settings);
    const webhooks = webhookSettingsOf(settings, authSecret);
    cleanups.push(startWebhooks({ db, log: logger.info, webhooks }).stop);
    const backups = startBackupService({
      databaseUrl,
      onFailure: (failure) => alertBackupFailed(db, failure),
      settings: {
        backupDir: settings.backupDir,
        schedule: settings.backupSchedule,
        keep: settings.backupKeep,
        appVersion: settings.version,
      },
      log: logger,
    });
    cleanups.push(backups.stop);
    const port = settings.port || (await freePort());
    const url = publicUrlOf(settings, port);
    const mailer = createMailer({
      db,
      smtpUrl: settings.smtpUrl,
      from: settings.mailFrom,
      mailboxUrl: () => `${url}/mailbox`,
      log: logger.info,
    });
    // All timed work runs on the jobs (decision 0064); stopped first, before what it uses. Timers
    // that follow from data (fill-ins' alarms) are re-made from it first.
    const jobs = createJobs({ db, now: clock.now, log: logger.info });
    defineServerJobs(jobs, {
      db,
      clock,
      backups,
      mail: { mailer, publicOrigin: url },
      noticeSecret: authSecret,
    });
    await remakeFillInTimers(db);
    await jobs.start();
    cleanups.push(jobs.stop);
    const auth = createAuth({
      db,
      secret: authSecret,
      baseUrl: url,
      trustedOrigins: allowedOriginsFor(url),
      mailer,
      signInRateLimit: settings.signInRateLimit,
      log: logger.error,
    });
    const app = createApp({
      db,
      auth,
      mailer,
      config: {
        stationTimeZone: settings.stationTimeZone,
        version: settings.version,
        outboxMail: mailer.mode === 'outbox' && settings.mailbox === 'local',
      },
      allowedOrigins: allowedOriginsFor(url),
      trustProxy: settings.trustProxy,
      log: logger.error,
      database,
      changes,
      backups,
      publicApiRateLimit: settings.publicApiRateLimit,
      webhooks,
      noticeSecret: authSecret,
      webRoot,
    });

    const server = await listen(app, settings.host, port);
    return {
      url,
      port,
      databaseUrl,
      failed: database.gaveUp,
      close: async () => {
        // Event streams never end by themselves: they are ended once no new ones can start.
        await closeHttp(server, () => changes.close());
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup().catch(() => undefined);
    throw error;
  }
}

/** The page's own origin, also under the other loopback name people type. */
export function allowedOriginsFor(url: string): string[] {
  const origin = new URL(url).origin;
  const alternates = [origin];
  if (origin.includes('//localhost:'))
    alternates.push(origin.replace('//localhost:', '//127.0.0.1:'));
  if (origin.includes('//127.0.0.1:'))
    alternates.push(origin.replace('//127.0.0.1:', '//localhost:'));
  return alternates;
}

/** How long an idle kept-alive connection stays open (Node's default is 5 s). */
const KEEP_ALIVE_MS = 65_000;

function listen(
  app: ReturnType<typeof createApp>,
  hostname: string,
  port: number,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const createServer = createServerWithEarlyRoute(() => app.earlyRoute);
    const server = serve({ fetch: app.fetch, port, hostname, createServer }, () => resolve(server));
    // A client reuses an idle kept-alive connection until the server closes it; when the two
    // meet, the request is reset. Node closes after 5 s, which a client pausing ~5 s between
    // requests (a form being filled, a proxy's pool) meets often: idle connections are kept
    // past the 60 s that proxies and HTTP clients commonly keep them, so the client lets go
    // first. Headers still have to arrive within their own limit (headersTimeout, unchanged).
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} is already in use. Stop the program using it or set PORT to another port.`,
          ),
        );
      } else reject(error);
    });
  });
}

function closeHttp(server: ServerType, endStreams: () => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    void endStreams();
    // Idle keep-alive connections would hold close() open; busy ones finish their request first.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
