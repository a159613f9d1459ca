import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { earlyReadPaths } from './early-reads';

type Seeder = { path: string | RegExp; seed: (client: QueryClient, path: string) => Promise<void> };
const seeders: Seeder[] = [];

/**
 * Names the query that the HTML's early read of `path` answers (a path, or a pattern such as one
 * week's), beside the query's own definition: the app's entry puts that answer in the query cache
 * before its first render (`seedEarlyReads`), so the page draws with its data the first time.
 * A module that is not loaded by then names nothing yet; its page takes the answer on first use,
 * as every read does (api-client.ts).
 */
export function answersEarlyRead<T, K extends QueryKey>(
  path: string | RegExp,
  options: (path: string) => FetchQueryOptions<T, Error, T, K>,
): void {
  seeders.push({ path, seed: (client, at) => client.prefetchQuery(options(at)) });
}

/**
 * Asks each named query whose early read the HTML started; settles when they have all answered
 * (or failed: a failed read is left to the page, which shows its error or asks again).
 */
export function seedEarlyReads(client: QueryClient): Promise<void> {
  const seeding = earlyReadPaths().flatMap((path) => {
    const seeder = seeders.find((s) =>
      typeof s.path === 'string' ? s.path === path : s.path.test(path),
    );
    return seeder ? [seeder.seed(client, path)] : [];
  });
  return Promise.all(seeding).then(() => undefined);
}
