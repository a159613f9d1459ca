import path from 'node:path';
import { loadSettings } from '../env';
import type { Logger } from '../lib/logger';
import { startServer, type RunningServer } from '../server';

/** A logger that writes nothing, for servers a test starts in its own process. */
export const QUIET_LOGGER: Logger = { info: () => {}, error: () => {}, debug: () => {} };

/**
 * The whole product in the test's process, started as `npm start` would with these settings
 * (on top of: `dataDir`, a free loopback port, no log, no web build).
 */
export function startQuietServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const settings = loadSettings({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  return startServer(settings, QUIET_LOGGER, path.join(dataDir, 'no-web'));
}
