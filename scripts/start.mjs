// `npm start`: build the web app and compile the server if their sources changed, then run the
// server's compiled module in this process (signals reach it directly).
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, SERVER_ENTRY } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

await buildWebIfStale();
await buildServerIfStale();
await import(pathToFileURL(SERVER_ENTRY).href);
