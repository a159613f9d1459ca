import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { errorBody } from './error-body';
import { NOT_JSON, parseJsonBody } from './json-body';

/** A refusal a service raises; the app turns it into the JSON error of DESIGN.md §4. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the refusal needs, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export { errorBody };

export function sendError(c: Context, error: HttpError) {
  return c.json(errorBody(error.code, error.message, error.fields), error.status, error.headers);
}

/** The first message of each field, keyed by its dot-joined path ("" for the whole body). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): HttpError {
  const fields = fieldMessages(error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  return new HttpError(422, 'validation_failed', first, fields);
}

/** Parses a body with a shared schema; a mismatch becomes a 422 with field messages. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Reads a JSON body, the one way data routes do: anything else is a 400, too deep a nesting a
 * 400, a NUL character a 422 (src/server/http/json-body.ts), never a crash. The body was already
 * cut to the route's limit (countBodyBytes).
 */
export async function readJson(c: Context): Promise<unknown> {
  return jsonOf(await bodyText(c));
}

/** As `readJson`, for a route whose body may be left out (an empty body reads as undefined). */
export async function readJsonOrNothing(c: Context): Promise<unknown> {
  const text = await bodyText(c);
  return text.trim() === '' ? undefined : jsonOf(text);
}

async function bodyText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch {
    throw new HttpError(NOT_JSON.status, NOT_JSON.code, NOT_JSON.message);
  }
}

function jsonOf(text: string): unknown {
  const body = parseJsonBody(text);
  if ('value' in body) return body.value;
  const { status, code, message, fields } = body.refused;
  throw new HttpError(status, code, message, fields);
}

/** A path id that is not a UUID cannot name a row: answer 404 instead of a database error. */
export function parseUuidParam(value: string, notFoundMessage: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw new HttpError(404, 'not_found', notFoundMessage);
  }
  return value.toLowerCase();
}
