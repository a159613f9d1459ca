import { APIError } from 'better-auth/api';

type Status = 'NOT_FOUND' | 'UNPROCESSABLE_ENTITY' | 'TOO_MANY_REQUESTS' | 'CONFLICT' | 'FORBIDDEN';

/**
 * A refusal from one of our hooks on better-auth's routes. The body carries better-auth's shape
 * (`code`, `message`: what its web client reads) and the app's own `error` object with the
 * field messages (DESIGN.md §4), so forms can show each message at its field.
 */
export function authRefusal(
  status: Status,
  code: string,
  message: string,
  options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
): APIError {
  const { fields, retryAfterSeconds } = options;
  const error = fields ? { code, message, fields } : { code, message };
  const headers: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
  return new APIError(status, { ...error, error }, headers);
}
