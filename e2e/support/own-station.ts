import { test as base } from './fixtures';
import { startStationServer } from './station-server';

/**
 * The journeys' `test` on a server of their own, started once per worker with `env` (its sign-up
 * policy, zone, publishing): for what is the station's as a whole (its settings, its first
 * account), which a journey on the shared server must not change under the others.
 */
export function testOnOwnStation(env: NodeJS.ProcessEnv) {
  return base.extend<object, { station: string }>({
    station: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startStationServer(env);
        await use(server.url);
        await server.stop();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ station }, use) => use(station),
  });
}
