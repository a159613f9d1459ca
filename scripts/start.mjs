// `npm start`: build the web app and compile the server if their sources changed, then run the
// server's compiled module in this process (signals reach it directly). The build runs in a
// child process: Vite and esbuild leave hundreds of megabytes behind in the process that ran
// them, which the server would otherwise carry for its whole life.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from './server-build.mjs';

const build = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('./build-if-stale.mjs', import.meta.url))],
  { stdio: 'inherit' },
);
if (build.status !== 0) {
  console.error('Could not build the app; see the messages above.');
  process.exit(build.status ?? 1);
}
await import(pathToFileURL(SERVER_ENTRY).href);
