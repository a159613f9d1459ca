import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions, type TestUser } from './test-app';

type UserInput = Parameters<TestApp['createUser']>[0];

/**
 * The app a test file shares: started before the file's tests (then `users`, created in their
 * order, so the first is the Station Manager) and closed after them. What it answers stands for
 * the app and the users from its `beforeAll` on, so a file's own `beforeAll` after it, and every
 * test, reads them as if they were the objects themselves (they forward every read to them).
 */
export function useTestApp<Name extends string = never>(
  options: TestAppOptions = {},
  users = {} as Record<Name, UserInput>,
): { app: TestApp } & Record<Name, TestUser> {
  const started = new Map<string, object>();
  beforeAll(async () => {
    const app = await startTestApp(options);
    started.set('app', app);
    for (const [name, input] of Object.entries<UserInput>(users)) {
      started.set(name, await app.createUser(input));
    }
  });
  afterAll(() => (started.get('app') as TestApp | undefined)?.close());
  return Object.fromEntries(
    ['app', ...Object.keys(users)].map((name) => [name, handle(name, () => started.get(name))]),
  ) as { app: TestApp } & Record<Name, TestUser>;
}

/** What `start` makes before a file's tests, ended by `end` after them, as useTestApp's app. */
export function useStarted<T extends object>(
  start: () => Promise<T>,
  end: (value: T) => unknown = () => {},
) {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  afterAll(() => value && end(value));
  return handle('it', () => value) as T;
}

/** The options of an app whose station runs in `timeZone` at a standing `now`. */
export const stationAt = (now: Date, timeZone = 'Europe/London'): TestAppOptions => ({
  station: { timeZone, now: () => now },
});

/** Stands for what `current` answers once it is there: every read is forwarded to it. */
function handle(name: string, current: () => object | undefined): object {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`"${name}" is read before the test app started (beforeAll)`);
    return value;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(target(), key),
      has: (_, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
    },
  );
}
