import { afterEach, expect } from 'vitest';

/**
 * pg warns, once per process, when a client is handed a query while it is still running
 * another (a `Promise.all` on one transaction); the next pg major makes it an error. Every api
 * test fails on that warning, so the concurrency shows up where it was written, not on upgrade.
 */
const CONCURRENT_QUERY = /client is already executing a query/;
// Setup files run again for each test file in a shared worker: one listener, one list.
const store = globalThis as { pgWarnings?: string[] };
const seen = (store.pgWarnings ??= []);
if (!process.listeners('warning').some((listener) => listener.name === 'recordPgWarning')) {
  process.on('warning', function recordPgWarning(warning) {
    if (CONCURRENT_QUERY.test(warning.message))
      store.pgWarnings!.push(warning.stack ?? warning.message);
  });
}

afterEach(async () => {
  // Node emits warnings on the next tick: let one pass before looking.
  await new Promise((resolve) => setImmediate(resolve));
  const found = seen.splice(0);
  expect(found, 'pg warned about a query sent to a client that was still busy').toEqual([]);
});
