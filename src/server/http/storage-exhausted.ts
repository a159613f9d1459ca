import type { Context } from 'hono';
import { errorCodeOf } from '../db/database-error';
import { errorBody } from './errors';

export const STORAGE_FULL_MESSAGE =
  'The server has run out of storage space, so this change was not saved. Everything saved before can still be viewed. Please tell your administrator.';
const SERVER_BUSY_MESSAGE =
  'The server is out of resources for the moment, so this change was not saved. Please try again in a minute.';

/**
 * The answer to a write the database could not do for want of resources (PostgreSQL class 53),
 * or undefined for any other error. A full disk (53100, or ENOSPC from the file system) is 507:
 * retrying will not help until someone frees space. Memory, connections and configured limits
 * running out (53200, 53300, 53400) pass with time: 503 with Retry-After. Reads need no space,
 * so they go on being answered meanwhile.
 */
export function storageExhaustedResponse(
  error: unknown,
  c: Context,
  log: (line: string) => void,
): Response | undefined {
  const code = errorCodeOf(error);
  const diskFull = code === '53100' || code === 'ENOSPC';
  if (!diskFull && !code?.startsWith('53')) return undefined;
  log(`[http] ${c.req.method} refused: database resources exhausted (${code})`);
  if (diskFull) return c.json(errorBody('storage_full', STORAGE_FULL_MESSAGE), 507);
  c.header('Retry-After', '30');
  return c.json(errorBody('server_busy', SERVER_BUSY_MESSAGE), 503);
}

/** Whether an error is the database running out of space or resources (class 53, ENOSPC). */
export function isResourceExhaustion(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === 'ENOSPC' || Boolean(code?.startsWith('53'));
}
