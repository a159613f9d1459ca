import pg from 'pg';
import { vi } from 'vitest';

/**
 * Runs `work` and answers how many statements reached PostgreSQL meanwhile (any connection), so
 * a test can bound a request's work by counting it rather than timing it.
 */
export async function countingStatements<T>(work: () => Promise<T>): Promise<[T, number]> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await work();
    return [result, spy.mock.calls.length];
  } finally {
    spy.mockRestore();
  }
}
