// Builds the web app and compiles the server when their sources changed. Run by `npm start` as a
// process of its own, so the build tools' memory is given back before the server starts.
import { buildServerIfStale } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

await buildWebIfStale();
await buildServerIfStale();
