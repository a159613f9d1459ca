import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { addDays, dateInZone } from '../../../shared/schedule/week';
import type { Database } from '../../db/connection';
import type { AppEnv } from '../../http/app-env';
import { localText } from '../../../shared/i18n/local-text';
import { isLanguage, languageOfAcceptLanguage } from '../../../shared/i18n/languages';
import { fieldMessages, HttpError, parseUuidParam, refuse, sendError } from '../../http/errors';
import { renderApiReference } from './public-api-docs';
import { publicCors, readsOnly, shortCaching } from './public-api-guards';
import {
  errorSchema,
  hostAnswerSchema,
  hostListSchema,
  idParamSchema,
  nowSchema,
  rangeRefusal,
  scheduleQuerySchema,
  scheduleSchema,
  showAnswerSchema,
  showListSchema,
} from './public-api.schemas';
import { publicCalendar, type PublicCalendarScope } from './public-calendar';
import { nextStationDay } from './public-validity';
import { publicJson } from './public-json';
import {
  nowAndNext,
  publicHost,
  publicHosts,
  publicShow,
  publicShows,
  publicStation,
  publishedFallbacks,
  publishedOccurrences,
  publishedRange,
} from './published-schedule';

export const PUBLIC_API_BASE = '/api/public/v1';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const refusals = {
  404: json(errorSchema, 'The station does not publish its schedule, or no such show or host'),
  429: json(errorSchema, 'Too many requests from this address; see Retry-After'),
};
const calendar = (description: string) => ({
  content: { 'text/calendar': { schema: { type: 'string' as const } } },
  description,
});

const nowRoute = createRoute({
  method: 'get',
  path: '/now',
  summary: 'On air now and next',
  description:
    'The airing on air now (null between shows) and the next one to start. The answer and its ETag stay the same while these do; Cache-Control and Expires say how long it holds (at most 30 s, less when the next show starts or the current one ends sooner).',
  responses: { 200: json(nowSchema, 'Now and next'), ...refusals },
});
const scheduleRoute = createRoute({
  method: 'get',
  path: '/schedule',
  summary: 'Published airings between two dates',
  description:
    'Airings of finalized weeks (recurring series expanded) that overlap the station dates from and to, both included, at most 31 days. Without from and to: today and the six days after. With includeFallback=true, the station\'s "Between shows" fills their unfilled time.',
  request: { query: scheduleQuerySchema },
  responses: {
    200: json(scheduleSchema, 'The airings, in time order'),
    400: json(errorSchema, 'A date is malformed, or the range is backwards or over 31 days'),
    ...refusals,
  },
});
const showsRoute = createRoute({
  method: 'get',
  path: '/shows',
  summary: 'Shows in the published schedule',
  responses: { 200: json(showListSchema, 'Shows by name'), ...refusals },
});
const showRoute = createRoute({
  method: 'get',
  path: '/shows/{id}',
  summary: 'One show and its next airings',
  request: { params: idParamSchema },
  responses: { 200: json(showAnswerSchema, 'The show'), ...refusals },
});
const hostsRoute = createRoute({
  method: 'get',
  path: '/hosts',
  summary: 'Hosts of the published shows',
  responses: { 200: json(hostListSchema, 'Hosts by name'), ...refusals },
});
const hostRoute = createRoute({
  method: 'get',
  path: '/hosts/{id}',
  summary: 'One host and their shows',
  request: { params: idParamSchema },
  responses: { 200: json(hostAnswerSchema, 'The host'), ...refusals },
});
const calendarRoutes = [
  createRoute({
    method: 'get',
    path: '/calendar.ics',
    summary: 'The published schedule as iCalendar',
    responses: { 200: calendar('iCalendar (RFC 5545)'), ...refusals },
  }),
  createRoute({
    method: 'get',
    path: '/shows/{id}/calendar.ics',
    summary: "One show's published airings as iCalendar",
    request: { params: idParamSchema },
    responses: { 200: calendar('iCalendar (RFC 5545)'), ...refusals },
  }),
  createRoute({
    method: 'get',
    path: '/hosts/{id}/calendar.ics',
    summary: "One host's published airings as iCalendar",
    request: { params: idParamSchema },
    responses: { 200: calendar('iCalendar (RFC 5545)'), ...refusals },
  }),
];

export const OPENAPI_INFO = {
  title: 'Public schedule API',
  version: '1.0.0',
  description:
    'The station\'s published schedule: finalized weeks only, from this week to the furthest finalized week. Read-only, no sign-in, CORS open to every origin, cached briefly (ETag, 304), rate limited per client address (429 with Retry-After). Instants are UTC ("start", "end") with the station clock\'s reading beside them ("startLocal", "endLocal") and the station\'s IANA zone in "station.timeZone". Errors are { "error": { "code", "message" } }.',
};

/**
 * /api/public/v1: the public JSON API, its OpenAPI 3.1 document and reference page, and the
 * public iCalendar feeds. Mounted before the session check: nothing here needs or reads one.
 */
export function publicApiRoutes(options: {
  publicOrigin: string;
  host: string;
  /** The per-address budget the listeners' pages share (publicRateLimit). */
  rateLimit: MiddlewareHandler<AppEnv>;
  /** The handle public work reads through: a small share of the pool (public-database.ts). */
  db: Database;
}) {
  const app = new OpenAPIHono<AppEnv>({
    // A query that does not parse is the caller's mistake: 400 with the field messages.
    defaultHook: (result, c) => {
      if (result.success) return;
      const fields = fieldMessages(result.error);
      const message = Object.values(fields)[0] ?? localText('api:public.invalid');
      return sendError(c, new HttpError(400, 'invalid_request', message, fields));
    },
  });
  app.use('*', async (c, next) => {
    c.set('db', options.db);
    await next();
  });
  app.use('*', publicCors());
  app.use('*', readsOnly());
  app.use('*', options.rateLimit);
  app.use('*', shortCaching());

  const write = publicJson(options.publicOrigin);
  const showId = (c: Context<AppEnv>) =>
    parseUuidParam(c.req.param('id') ?? '', localText('public:refusal.showNotFound'));
  const hostId = (c: Context<AppEnv>) =>
    parseUuidParam(c.req.param('id') ?? '', localText('public:refusal.hostNotFound'));

  app.openapi(nowRoute, async (c) => {
    const { db, station: clock } = c.var;
    const station = await publicStation(db, clock);
    // The answer names no instant of its own asking: it is the same for every request while
    // what is on air and next stay (so is its ETag), and kept until then (docs/decisions/0055).
    const { current, next, since, until } = await nowAndNext(db, clock);
    c.set('publicAnswerUntil', until);
    return c.json(
      {
        station: write.station(station),
        at: since.toISOString(),
        current: current && write.occurrence(current),
        next: next && write.occurrence(next),
      },
      200,
    );
  });

  app.openapi(scheduleRoute, async (c) => {
    const { db, station: clock } = c.var;
    const query = c.req.valid('query');
    const from = query.from ?? dateInZone(clock.now(), clock.timeZone);
    const to = query.to ?? addDays(from, 6);
    const refusal = rangeRefusal(from, to);
    if (refusal) throw new HttpError(400, 'invalid_request', refusal, { to: refusal });
    const station = await publicStation(db, clock);
    // It depends on the day (today by default, the published weeks from this week on): kept
    // until the station's next midnight.
    c.set('publicAnswerUntil', nextStationDay(clock.now(), clock.timeZone));
    const [shows, fallbacks, range] = await Promise.all([
      publishedOccurrences(db, clock, from, to),
      query.includeFallback === 'true' ? publishedFallbacks(db, clock, from, to) : [],
      publishedRange(db, clock),
    ]);
    // Gaps and shows never overlap: one list in time order (decision 0070).
    const occurrences =
      fallbacks.length === 0
        ? shows
        : [...shows, ...fallbacks].sort((a, b) => a.start.getTime() - b.start.getTime());
    return c.json(
      {
        station: write.station(station),
        from,
        to,
        publishedThrough: range?.to ?? null,
        occurrences: occurrences.map(write.occurrence),
      },
      200,
    );
  });

  app.openapi(showsRoute, async (c) =>
    c.json({ shows: (await publicShows(c.var.db, c.var.station)).map(write.showSummary) }, 200),
  );
  app.openapi(showRoute, async (c) =>
    c.json({ show: write.show(await publicShow(c.var.db, c.var.station, showId(c))) }, 200),
  );
  app.openapi(hostsRoute, async (c) =>
    c.json({ hosts: (await publicHosts(c.var.db, c.var.station)).map(write.hostSummary) }, 200),
  );
  app.openapi(hostRoute, async (c) =>
    c.json({ host: write.host(await publicHost(c.var.db, c.var.station, hostId(c))) }, 200),
  );

  for (const route of calendarRoutes) app.openAPIRegistry.registerPath(route);
  const sendCalendar = async (c: Context<AppEnv>, scope: PublicCalendarScope, file: string) => {
    // The public pages' language (decision 0074): `?lang=`, else Accept-Language (then the
    // answer varies by it), else the station's.
    const param = c.req.query('lang');
    const asked = isLanguage(param) ? param : null;
    if (!asked) c.header('Vary', 'Accept-Language', { append: true });
    const text = await publicCalendar(
      c.var.db,
      c.var.station,
      options.host,
      scope,
      (station) => asked ?? languageOfAcceptLanguage(c.req.header('accept-language')) ?? station,
    );
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${file}.ics"`,
    });
  };
  app.get('/calendar.ics', (c) => sendCalendar(c, { kind: 'station' }, 'schedule'));
  app.get('/shows/:id/calendar.ics', (c) =>
    sendCalendar(c, { kind: 'show', id: showId(c) }, 'show'),
  );
  app.get('/hosts/:id/calendar.ics', (c) =>
    sendCalendar(c, { kind: 'host', id: hostId(c) }, 'host'),
  );

  const documentConfig = {
    openapi: '3.1.0',
    info: OPENAPI_INFO,
    servers: [{ url: `${options.publicOrigin}${PUBLIC_API_BASE}` }],
  };
  // Written once, on first asking: every route is registered by then, and generating it from
  // the schemas takes far longer than any answer of the API.
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  const openApi = () => (document ??= app.getOpenAPI31Document(documentConfig));
  let reference: string | undefined;
  app.get('/openapi.json', (c) => c.json(openApi()));
  app.get('/docs', async (c) =>
    c.html(
      (reference ??= String(
        await renderApiReference(openApi(), `${PUBLIC_API_BASE}/openapi.json`),
      )),
    ),
  );
  app.all('*', (c) => refuse(c, 404, 'not_found', localText('api:public.noRoute')));
  return app;
}
