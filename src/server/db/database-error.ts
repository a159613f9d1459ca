/**
 * Reading a failed query's error: Drizzle wraps the driver's error as its `cause`, and a wrapper
 * may wrap again, so what the database said is found by walking the chain.
 */

const MAX_DEPTH = 5;

/** The error and each error it wraps, outermost first. */
export function* causesOf(error: unknown): Generator<object> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < MAX_DEPTH; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The first code on the chain: a SQLSTATE ("53100") or Node's own ("ENOSPC", "ECONNREFUSED"). */
export function errorCodeOf(error: unknown): string | undefined {
  for (const e of causesOf(error)) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** What PostgreSQL reports about a refused statement (node-postgres's DatabaseError). */
export type PgError = { code: string; message?: string; constraint?: string; detail?: string };

/** PostgreSQL's own error on the chain: only a five-character SQLSTATE counts. */
export function pgErrorOf(error: unknown): PgError | null {
  for (const e of causesOf(error)) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return null;
}
