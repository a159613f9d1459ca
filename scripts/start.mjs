// `npm start`: build the web app if needed, then run the server (TypeScript, loaded by tsx).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

await buildWebIfStale();
register();
await import('../src/server/main.ts');
