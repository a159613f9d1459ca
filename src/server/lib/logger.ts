import pino, { type DestinationStream } from 'pino';
import { pgErrorOf } from '../db/database-error';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Extra facts for one line: short values only (ids, codes, counts), never input or bodies. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** One log call: a short message, optionally with fields. */
export type LogLine = (message: string, fields?: LogFields) => void;

/** What the server hands its parts: one short message per call, with optional fields. */
export type Logger = { debug: LogLine; info: LogLine; error: LogLine };

/** Longest message kept; the rest is cut, so no input can make a line grow without bound. */
export const MAX_MESSAGE_CHARS = 500;
/** Longest field value kept (a stack's frames included). */
export const MAX_FIELD_CHARS = 1_500;

/**
 * The server log (DESIGN.md §4): one JSON object per line through pino, so a CR or LF in anything
 * logged is escaped and can never start a line of its own. Messages and fields are cut to a bound
 * and e-mail addresses are masked wherever they turn up: the log keeps user ids, no personal data.
 */
export function createLogger(options: {
  level: LogLevel;
  /** Where lines go; standard output unless given (tests collect them). */
  destination?: DestinationStream;
}): Logger & { warn: LogLine } {
  const base = pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const at =
    (level: Exclude<LogLevel, 'silent'>): LogLine =>
    (message, fields) => {
      if (!base.isLevelEnabled(level)) return;
      if (fields) base[level](cleanFields(fields), scrub(message, MAX_MESSAGE_CHARS));
      else base[level](scrub(message, MAX_MESSAGE_CHARS));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

const EMAIL = /[^\s"'<>()[\]{},;:]+@[^\s"'<>()[\]{},;:]+\.[A-Za-z]{2,}/g;

/** Masks e-mail addresses and cuts the text to `max` characters. */
export function scrub(text: string, max: number): string {
  const masked = text.replace(EMAIL, '[email]');
  return masked.length > max ? `${masked.slice(0, max)}… [cut]` : masked;
}

function cleanFields(fields: LogFields): LogFields {
  const clean: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    clean[key] = typeof value === 'string' ? scrub(value, MAX_FIELD_CHARS) : value;
  }
  return clean;
}

/** How many stack frames a logged error keeps: enough to find the place, not a whole trace. */
const STACK_FRAMES = 8;

/**
 * What of an error may be logged. A failed database query's error carries the SQL and every
 * parameter (an uploaded image's bytes, an e-mail address), and its stack begins with that same
 * message: only the database's error code and a short message are kept, and of the stack only
 * its frames (source positions), never its first line.
 */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: 'non-error thrown' };
  const database = databaseErrorOf(error);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_FRAMES)
    .map((line) => line.trim())
    .join(' | ');
  if (database) {
    return {
      error: 'database error',
      code: database.code,
      reason: shortReason(database.message),
      stack: frames,
    };
  }
  return { error: error.name, reason: shortReason(error.message), stack: frames };
}

/** PostgreSQL's own error, or a query wrapper's failure whose cause is not kept. */
function databaseErrorOf(error: Error): { code: string; message: string } | undefined {
  const database = pgErrorOf(error);
  if (database) return { code: database.code, message: String(database.message ?? '') };
  if (/^Failed query:/.test(error.message)) return { code: 'unknown', message: 'query failed' };
  return undefined;
}

/**
 * The first line of a message, cut short; a query wrapper's message (it lists the parameters) is
 * dropped, and a value PostgreSQL quotes back (`invalid input syntax …: "input"`) is masked.
 */
function shortReason(message: string): string {
  if (/^Failed query:/.test(message)) return 'query failed';
  const first = message.split(/\r?\n|\r/, 1)[0] ?? '';
  return scrub(first.replace(/(: )".*"$/, '$1"[value]"'), 200);
}
