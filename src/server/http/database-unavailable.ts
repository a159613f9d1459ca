import type { Context, MiddlewareHandler } from 'hono';
import { causesOf } from '../db/database-error';
import type { DatabaseState } from '../db/database-watch';
import { DEFAULT_LANGUAGE, languageOfAcceptLanguage } from '../../shared/i18n/languages';
import { localText, type LocalText } from '../../shared/i18n/local-text';
import { translatorFor } from '../../shared/i18n/translator';
import { english } from '../i18n/english';
import { errorBody } from './error-body';

/**
 * What the database's absence looks like from here: PostgreSQL shutting down or starting up
 * (57P01-57P03), connection failures (class 08), a refused or broken socket, and pg's own words
 * for a connection that ended or never came.
 */
const SQLSTATES = /^(57P0[123]|08[0-9A-Z]{3})$/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client has encountered a connection error',
];

/** Whether an error, or any error it wraps (Drizzle wraps pg's), is the database being away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causesOf(error)) {
    if (!(e instanceof Error)) return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (PG_MESSAGES.some((words) => e.message.includes(words))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/**
 * A text in the language the request's `Accept-Language` asks for, else English: what may be said
 * without the database (the member's and the station's languages are in it). The catalogs are
 * files; a translator that fails to load says it in English.
 */
export async function sayByHeader(c: Context, text: LocalText): Promise<string> {
  const language = languageOfAcceptLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;
  if (language === DEFAULT_LANGUAGE) return english(text);
  try {
    return (await translatorFor(language)).t(text.key);
  } catch {
    return english(text);
  }
}

/**
 * The 503 every request gets while the database is away: nothing was done, try again. In the
 * language the browser asks for (decision 0074): the member's own choice and the station's
 * language are in the database.
 */
export async function sendDatabaseUnavailable(c: Context) {
  c.header('Retry-After', '5');
  const message = await sayByHeader(c, localText('api:unavailable'));
  return c.json(errorBody('database_unavailable', message), 503);
}

/**
 * API requests while the database is away are answered 503 at once, without waiting on a
 * connection. A request that fails with a 5xx of its own (the account routes answer their own
 * errors) makes the server look at the database, and becomes a 503 if it is away.
 */
export function whileDatabaseAway(database?: {
  state: () => DatabaseState;
  check: () => Promise<DatabaseState>;
}): MiddlewareHandler {
  return async (c, next) => {
    if (!database) return next();
    if (database.state() !== 'up') return sendDatabaseUnavailable(c);
    await next();
    if (c.res.status >= 500 && c.res.status !== 503 && (await database.check()) !== 'up') {
      c.res = undefined;
      c.res = await sendDatabaseUnavailable(c);
    }
  };
}
