// Builds the web app when its sources changed since the last build, so `npm start` is quick on
// a warm install. The fingerprint covers every input of the build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'vite.render.config.ts',
  'scripts/route-preloads.ts',
  'scripts/page-chunks.ts',
  'scripts/compiled-catalogs.ts',
  'scripts/compile-catalog.ts',
  'package-lock.json',
  'tsconfig.json',
];
const stampFile = path.join(root, 'dist/web/.build-stamp');

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
  } else yield entry;
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of files(input)) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

export async function buildWebIfStale({ quiet = false } = {}) {
  const print = (line) => !quiet && console.log(line);
  const wanted = fingerprint();
  const built =
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === wanted &&
    existsSync(path.join(root, 'dist/web-render/first-screen.js'));
  if (built) return false;
  print('Building the web app...');
  const { build } = await import('vite');
  await build({
    root: path.join(root, 'src/web'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: quiet ? 'error' : 'warn',
  });
  // The same app built for the server, which draws a signed-in page's first screen with it
  // (decision 0078).
  await build({
    root: path.join(root, 'src/web'),
    configFile: path.join(root, 'vite.render.config.ts'),
    logLevel: quiet ? 'error' : 'warn',
  });
  writeFileSync(stampFile, wanted);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWebIfStale();
}
