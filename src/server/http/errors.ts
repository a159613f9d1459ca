import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { isLocalText, localText, textOfIssue, type LocalText } from '../../shared/i18n/local-text';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';
import type { Translate } from '../../shared/i18n/translator';
import { english, resolveValues } from '../i18n/english';
import { errorBody } from './error-body';
import { NOT_JSON, parseJsonBody } from './json-body';
import { requestTranslator } from './request-language';
import type { Refusal } from './refusal';

export type { Refusal } from './refusal';

/** A refusal a service raises; the app turns it into the JSON error of DESIGN.md §4. */
export class HttpError extends Error {
  /** Its message as a key and values, when it has one. */
  readonly text: LocalText | null;
  /** Each field's message, English (what the services' own tests and the log read). */
  readonly fields?: Record<string, string>;
  readonly fieldTexts?: Record<string, Refusal>;
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: Refusal,
    fields?: Record<string, Refusal>,
    /** Headers the refusal needs, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(isLocalText(message) ? english(message) : message);
    this.text = isLocalText(message) ? message : null;
    if (fields) {
      this.fieldTexts = fields;
      this.fields = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, isLocalText(v) ? english(v) : v]),
      );
    }
  }
}

export { errorBody };

/**
 * A refusal (or an answer's text) in the translator's language, its dates in `language`'s words
 * (English text not yet in a catalog stays as it is).
 */
export function say(t: Translate, refusal: Refusal, language: Language = DEFAULT_LANGUAGE): string {
  if (!isLocalText(refusal)) return refusal;
  return t(
    refusal.key,
    resolveValues(refusal.values, (inner) => say(t, inner, language), language),
  );
}

/**
 * Sends a refusal in the request's language: the one place keys become words, so every refusal
 * (a service's, a middleware's, the validation path's) is translated the same way.
 */
export async function sendError(c: Context, error: HttpError) {
  const { t, language } = await requestTranslator(c);
  const fields =
    error.fieldTexts &&
    Object.fromEntries(Object.entries(error.fieldTexts).map(([k, v]) => [k, say(t, v, language)]));
  const message = error.text ? say(t, error.text, language) : error.message;
  return c.json(errorBody(error.code, message, fields), error.status, error.headers);
}

/** A refusal sent at once, for middleware that answers before any route (401, 413, 404). */
export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: Refusal,
  fields?: Record<string, Refusal>,
) {
  return sendError(c, new HttpError(status, code, message, fields));
}

/**
 * The first message of each field, keyed by its dot-joined path ("" for the whole body): its key
 * and values when the schema keyed it (`keyed`, shared/i18n/local-text.ts), else zod's text.
 */
export function fieldMessages(error: z.ZodError): Record<string, Refusal> {
  const fields: Record<string, Refusal> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= textOfIssue(issue) ?? issue.message;
  }
  return fields;
}

/** The field messages in English, for refusals another library sends (better-auth's). */
export function fieldMessagesInEnglish(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldMessages(error)).map(([k, v]) => [k, isLocalText(v) ? english(v) : v]),
  );
}

export function validationError(error: z.ZodError): HttpError {
  const fields = fieldMessages(error);
  const first = Object.values(fields)[0] ?? localText('errors:validation.invalid');
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
export function parseUuidParam(value: string, notFoundMessage: Refusal): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw new HttpError(404, 'not_found', notFoundMessage);
  }
  return value.toLowerCase();
}
