import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { PublicConfig } from '../shared/api';
import type { Auth } from './auth/auth';
import { handleAuthRequest } from './auth/auth-faults';
import type { Database } from './db/connection';
import { causesOf } from './db/database-error';
import type { DatabaseWatch } from './db/database-watch';
import { readRevisions, type Revisions } from './db/revisions';
import { accountRoutes } from './features/account/account.routes';
import { backupRoutes } from './features/backups/backups.routes';
import type { BackupService } from './features/backups/backup-runner';
import { djRoutes } from './features/djs/djs.routes';
import { fillInRoutes } from './features/fill-ins/fill-ins.routes';
import { closeFillInsOfChangedAirings } from './features/fill-ins/fill-in-changed';
import { onActivity } from './features/activity/activity-hooks';
import { onAiringsAdded } from './features/schedule/undo/airings-added';
import { noteAddedAirings, noteScheduleChanges } from './features/notifications/change-notices';
import { rememberUntoldWeeks } from './features/notifications/notice-snapshots';
import { onBeforeWeekChange } from './features/schedule/weeks/before-week-change';
import { awayRoutes, myAwayRoutes } from './features/away/away.routes';
import { calendarFeedRoutes, feedRoutes } from './features/exchange/calendar-feeds.routes';
import { weekExportRoutes } from './features/exchange/week-export.routes';
import { mediaServeRoutes, mediaUploadRoutes } from './features/media/media.routes';
import type { UploadLimits } from './features/media/upload-limits';
import { PUBLIC_API_BASE, publicApiRoutes } from './features/public/public-api.routes';
import {
  DEFAULT_PUBLIC_RATE_LIMIT,
  publicBudget,
  publicRateLimit,
} from './features/public/public-api-guards';
import { keptPublicAnswers } from './features/public/kept-public-answers';
import { publicEarlyRoute } from './features/public/public-early-route';
import { publicDatabase } from './features/public/public-database';
import { publicPageRoutes } from './features/public-pages/public-pages.routes';
import { profileRoutes } from './features/profiles/profiles.routes';
import { accessRoutes } from './features/team/access.routes';
import { myShowsRoutes } from './features/team/my-shows.routes';
import { stationSettingsRoutes } from './features/team/station-settings.routes';
import { seasonRoutes } from './features/seasons/seasons.routes';
import { contentCategoryRoutes } from './features/categories/content-categories.routes';
import { seasonCarryRoutes } from './features/schedule/season-carry/season-carry.routes';
import { invitationLookupRoutes, teamRoutes } from './features/team/team.routes';
import type { Mailer } from './mail/mailer';
import { stationActivityRoutes, weekActivityRoutes } from './features/activity/activity.routes';
import { importRoutes } from './features/schedule/import/import.routes';
import { scheduledShowRoutes, seriesRoutes, weekRoutes } from './features/schedule/schedule.routes';
import { keptWeekRoute } from './features/schedule/week-answers/kept-week-route';
import { createWeekAnswers } from './features/schedule/week-answers/week-answers';
import { showRoutes } from './features/shows/shows.routes';
import { webhookRoutes } from './features/webhooks/webhooks.routes';
import type { WebhookSettings } from './features/webhooks/webhook-settings';
import { systemRoutes } from './features/system/system.routes';
import { compressAnswers } from './http/compress-answers';
import type { AppEnv } from './http/app-env';
import { stationClock, stationClockOf } from './http/station-clock';
import { addressOf, clientAddress } from './http/client-address';
import { databaseConflict } from './http/database-conflicts';
import {
  isDatabaseUnavailable,
  sendDatabaseUnavailable,
  whileDatabaseAway,
} from './http/database-unavailable';
import { localText } from '../shared/i18n/local-text';
import { HttpError, refuse, sendError } from './http/errors';
import type { EarlyRoute } from './http/early-route';
import { deduplicateRetries } from './http/idempotent-requests';
import { requireSession, sessionChecks } from './http/require-session';
import { countBodyBytes, refuseDeclaredOversize } from './http/body-limits';
import { checkJsonBeforeAuth } from './http/json-before-auth';
import { sameOriginWrites, securityHeaderValues, securityHeaders } from './http/security';
import { storageExhaustedResponse } from './http/storage-exhausted';
import { visitOf } from './http/visit';
import { serveWebApp } from './http/web-app';
import { firstScreenDrawer } from './http/first-screen';
import { describeError, type LogLine } from './lib/logger';
import { projectRoot } from './lib/project-root';
import { oncePerRequest } from './lib/once-per-request';
import { readsBegunAfter } from './lib/reads-begun-after';
import { isPublicPath, redactPath } from './http/request-paths';
import { mailboxRoutes } from './mail/mailbox.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes';
import type { ChangeFeed } from './realtime/change-listener';
import { eventRoutes, type EventRouteOptions } from './realtime/events.routes';
import { currentRevisions, registerRevisionWatch, watchRevisions } from './realtime/revision-watch';
import { createReportCounting } from './features/reports/report-counting';
import { reportRoutes } from './features/reports/reports.routes';

export type AppDeps = {
  db: Database;
  auth: Auth;
  config: PublicConfig;
  /** Sends the team's mail (invitations). */
  mailer: Mailer;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  log: LogLine;
  /** Whether the database answers; API requests get a 503 while it does not. */
  database?: Pick<DatabaseWatch, 'state' | 'check'>;
  /** This process's listener for change notifications, which /api/events streams to browsers. */
  changes: ChangeFeed;
  events?: EventRouteOptions;
  /** Per-person upload rate and storage quota; defaults in upload-limits.ts. */
  uploads?: Partial<UploadLimits>;
  /**
   * The station's "now"; tests hand in a fixed one. Its zone is the station settings' (read per
   * request), or the config's until the database has one.
   */
  now?: () => Date;
  /** The server's backups (Station Settings, /api/health); absent in most API tests. */
  backups?: BackupService;
  /** Requests per client address to the public API within a window (PUBLIC_API_RATE_LIMIT). */
  publicApiRateLimit?: { max: number; windowSeconds: number };
  /** Public requests worked on at once past the kept answers (PUBLIC_IN_FLIGHT by default). */
  publicInFlight?: number;
  /** How webhook secrets are sealed and where webhooks may go (webhook-settings.ts). */
  webhooks: WebhookSettings;
  /** Signs notice e-mails' unsubscribe links: the auth secret, shared by every process. */
  noticeSecret: string;
  /** The built web app; absent in API-only tests. */
  webRoot?: string;
};

export const DEFAULT_WEB_ROOT = join(projectRoot(), 'dist/web');

/**
 * The HTTP application: API under /api, uploaded images under /media, the web app elsewhere.
 * `fetch` is the framework's; `earlyRoute` answers the most frequent request, a week read by a
 * visitor whose session check is kept, before it (docs/decisions/0015).
 */
export function createApp(deps: AppDeps): { fetch: Hono['fetch']; earlyRoute: EarlyRoute } {
  const app = new Hono<AppEnv>();
  const publicOrigin = deps.allowedOrigins[0] ?? 'http://localhost';
  const https = new URL(publicOrigin).protocol === 'https:';
  const now = deps.now ?? (() => new Date());
  // Every recorded change, in its transaction: a fill-in request whose airing moved or went
  // closes with it, and hosts of a finalized week are noted for their change notice (0066, 0071).
  onActivity('fill-ins', (tx, _actor, entries) => closeFillInsOfChangedAirings(tx, entries));
  onActivity('notices', noteScheduleChanges);
  onBeforeWeekChange(rememberUntoldWeeks);
  // A copy or an import adding airings to drafts tells each of their hosts one summary (0071).
  onAiringsAdded(noteAddedAirings);
  // The published schedule reads through a small share of the pool and learns of changes from
  // the change listener (docs/decisions/0051). Its watch reads the revisions (when it must: after
  // a settings change, while the listener reconnects) on the whole pool, one read at a time: a
  // crowd of cold public work holding the share must not keep the early route from knowing
  // whether what it keeps is current (docs/decisions/0055).
  const publicDb = publicDatabase(deps.db);
  registerRevisionWatch(publicDb, watchRevisions(deps.db, deps.changes));
  const publicRevisions = async () => {
    const r = await currentRevisions(publicDb);
    return r && `${r.schedule}:${r.library}:${r.settings}:${r.stationZone}`;
  };
  // The listeners' answers as sent, everything below included, for the early route to send
  // again without the framework (docs/decisions/0055): outermost.
  const publicAnswers = keptPublicAnswers();
  app.use('*', publicAnswers.keep(isPublicPath, publicRevisions));
  app.use('*', securityHeaders({ https }));
  // Before anything else: a body declared over its route's limit is not waited for.
  app.use('*', refuseDeclaredOversize());
  app.use('*', clientAddress(deps.trustProxy));
  const startZone = deps.config.stationTimeZone;
  // Requests arriving together share one read of the revisions, begun after each of them
  // arrived; the early route and the session check share the one read for their request.
  const revisions = oncePerRequest(readsBegunAfter(() => readRevisions(deps.db)));
  const sessions = sessionChecks(deps.auth, deps.db);
  const weekAnswers = createWeekAnswers();
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    await next();
  });

  // A fault a route did not answer itself: the database's known failures get their own answer
  // (gone 503, conflict 404/409, full 507), anything else is logged and answered 500.
  const knownFailure = (error: unknown, c: Context) => {
    // A refusal raised below a query (the public work's turn, say) arrives wrapped by Drizzle.
    const refusal = [...causesOf(error)].find((e) => e instanceof HttpError);
    if (refusal) return sendError(c, refusal);
    if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(c);
    const conflict = databaseConflict(error);
    if (conflict) return sendError(c, conflict);
    return storageExhaustedResponse(error, c, deps.log);
  };
  // Without the built web app (tests, an API-only server) an address nothing answers — such as
  // "/media/.." normalized to "/" — is a JSON refusal like every other, never Hono's plain text.
  app.notFound((c) => refuse(c, 404, 'not_found', localText('errors:route.nothingHere')));
  app.onError(async (error, c) => {
    const known = await knownFailure(error, c);
    if (known) return known;
    deps.log('[http] request failed', {
      method: c.req.method,
      path: redactPath(c.req.path),
      ...(c.var.user && { userId: c.var.user.id }),
      ...describeError(error),
    });
    return refuse(c, 500, 'internal_error', localText('errors:server.internal'));
  });

  // The listeners' pages too: a week's page is tens of kilobytes, sent compressed from what is
  // kept (docs/decisions/0055).
  for (const path of ['/api/*', '/on-air', '/on-air/*', '/embed/*'])
    app.use(path, ...compressAnswers());
  app.route('/api', systemRoutes(deps.config, deps.database, deps.backups));
  app.use('/api/*', whileDatabaseAway(deps.database));
  // The routes that read the station's zone get it with the request's revisions (one read; the
  // early route and the session check share it; public routes take the watched ones, which cost
  // no read). /api/config reads the settings itself. The script embed reads the station's public
  // face too (its language), as the pages do.
  const readsPublicly = (path: string) => isPublicPath(path) || path === '/embed.js';
  const clock = stationClock(
    (c) => (readsPublicly(c.req.path) ? currentRevisions(publicDb) : revisions(incomingOf(c))),
    startZone,
    now,
  );
  for (const path of ['/api/*', '/on-air', '/on-air/*', '/embed/*', '/embed.js'])
    app.use(path, clock);
  // A week read by a kept session skips what follows (keptWeekRoute, docs/decisions/0015): a
  // middleware that must see week reads too has to be mirrored there.
  app.use('/api/*', sameOriginWrites(deps.allowedOrigins));
  // Accounts are open to anyone, so their bodies are read before any session: within the auth
  // routes' small limit (src/server/http/body-limits.ts).
  app.use('/api/auth/*', countBodyBytes());
  app.use('/api/auth/*', checkJsonBeforeAuth());
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const response = await handleAuthRequest(
      () => deps.auth.handler(c.req.raw),
      (error) => knownFailure(error, c),
    );
    // better-auth answers a path it serves no route for with an empty 404; the API's is JSON.
    if (response.status === 404 && !response.headers.get('content-type')) return noSuchRoute(c);
    return response;
  });
  // Calendar apps hold no session: a feed's secret token is its own (and only) credential.
  const host = new URL(publicOrigin).hostname;
  app.route('/api/feed', feedRoutes(host));
  // An invitation link is its own credential, like a feed's token: read before any session.
  app.route('/api/invitations', invitationLookupRoutes());
  // The published schedule is for anyone: no session is asked for or read (DESIGN.md D14). The
  // API and the listeners' pages spend one budget per client address, read through a small share
  // of the pool, and answer from what is kept for the revisions the change listener reports
  // (docs/decisions/0051). The early route counts (and answers) them before the framework when it
  // can (docs/decisions/0055).
  const budget = publicBudget(publicDb, deps.publicApiRateLimit ?? DEFAULT_PUBLIC_RATE_LIMIT);
  const publicEarly = publicEarlyRoute({
    isPublic: isPublicPath,
    answers: publicAnswers,
    revisions: publicRevisions,
    budget,
    addressOf: (req) =>
      addressOf(
        req.socket.remoteAddress,
        String(req.headers['x-forwarded-for'] ?? ''),
        deps.trustProxy,
      ),
    now,
    securityHeaders: securityHeaderValues({ https }),
    ...(deps.publicInFlight && { inFlight: deps.publicInFlight }),
  });
  const publicLimit = publicRateLimit(budget, (c) => publicEarly.counted(incomingOf(c)));
  const publicRoutes = { publicOrigin, rateLimit: publicLimit, db: publicDb };
  app.route(PUBLIC_API_BASE, publicApiRoutes({ ...publicRoutes, host }));
  app.use(
    '/api/*',
    requireSession(sessions, (c) => revisions(incomingOf(c))),
  );
  // Only now may a data route read a body, and at most its limit of it.
  app.use('/api/*', countBodyBytes());
  app.use('/api/*', deduplicateRetries());
  app.route('/api/profile', profileRoutes());
  app.route('/api/access', accessRoutes());
  app.route('/api/my-shows', myShowsRoutes());
  app.route('/api/team', teamRoutes({ mailer: deps.mailer, publicOrigin }));
  app.route('/api/station-settings', stationSettingsRoutes());
  app.route('/api/seasons', seasonRoutes());
  app.route('/api/seasons', seasonCarryRoutes());
  app.route('/api/content-categories', contentCategoryRoutes());
  app.route('/api/webhooks', webhookRoutes(deps.webhooks));
  app.route('/api/account', accountRoutes(deps.auth));
  app.route('/api/media', mediaUploadRoutes(deps.uploads));
  app.route('/api/shows', showRoutes());
  app.route('/api/djs', djRoutes());
  app.route('/api/djs', awayRoutes());
  app.route('/api/my-away-periods', myAwayRoutes());
  app.route('/api/weeks', weekExportRoutes(host));
  app.route('/api/weeks', weekRoutes(weekAnswers));
  app.route('/api/weeks', importRoutes());
  app.route('/api/weeks', weekActivityRoutes());
  app.route('/api/activity', stationActivityRoutes());
  app.route('/api/calendar-feeds', calendarFeedRoutes(publicOrigin));
  app.route('/api/scheduled-shows', scheduledShowRoutes());
  app.route('/api/series', seriesRoutes());
  app.route('/api/events', eventRoutes(deps.changes, deps, deps.events));
  app.route('/api/backups', backupRoutes(deps.backups));
  app.route('/api/fill-ins', fillInRoutes({ mailer: deps.mailer, publicOrigin }));
  app.route('/api/notifications', notificationRoutes());
  app.route('/api/reports', reportRoutes(createReportCounting()));
  app.all('/api/*', noSuchRoute);

  app.route('/media', mediaServeRoutes());
  app.route('/unsubscribe', unsubscribeRoutes({ db: deps.db, secret: deps.noticeSecret, now }));
  app.route('/mailbox', mailboxRoutes(deps.db, deps.config.outboxMail));
  app.route('/', publicPageRoutes(publicRoutes));

  if (deps.webRoot && existsSync(deps.webRoot)) {
    const visit = visitOf({
      revisions: () => currentRevisions(publicDb),
      sessions,
      startZone,
      now,
    });
    // The web app as built for the server, beside the browser's (vite.render.config.ts): not
    // built, the browser draws every page itself.
    const drawer = firstScreenDrawer(
      app,
      join(deps.webRoot, '../web-render/first-screen.js'),
      deps.log,
    );
    serveWebApp(app, deps.webRoot, visit, drawer);
  }
  const weekRoute = keptWeekRoute({
    db: deps.db,
    revisions,
    sessions,
    answers: weekAnswers,
    clock: (read: Revisions) => stationClockOf(read, startZone, now),
    securityHeaders: securityHeaderValues({ https }),
  });
  // A public request never matches the week route: what the public route leaves goes on.
  const earlyRoute: EarlyRoute = (req, res) => {
    const answered = publicEarly.route(req, res);
    return answered === false ? weekRoute(req, res) : answered;
  };
  return { fetch: app.fetch, earlyRoute };
}

function noSuchRoute(c: Context) {
  return refuse(c, 404, 'not_found', localText('errors:route.noApiRoute'));
}

/** The node:http request behind a context; none when the app is called in-process. */
function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming;
}
