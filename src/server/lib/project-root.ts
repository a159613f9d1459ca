import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (the one holding package.json), found from this module's own place, so
 * paths such as drizzle/ and dist/web resolve alike when the server runs from its TypeScript
 * sources (src/server) and from its compiled bundle (dist/server/main.js).
 */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No package.json above the server code');
    dir = parent;
  }
  return dir;
}
