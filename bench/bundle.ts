import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { atMost, type Figure } from './lib/figure';

/**
 * What index.html makes the browser load before the first screen: its module entry script and
 * every modulepreload, gzipped at level 9 one by one (as a server would send them). Chunks that
 * pages import lazily are not counted.
 */
export async function bundleBench(root: string): Promise<Figure[]> {
  const { buildWebIfStale } = (await import(path.join(root, 'scripts/web-build.mjs'))) as {
    buildWebIfStale: (options?: { quiet?: boolean }) => Promise<boolean>;
  };
  await buildWebIfStale({ quiet: true });
  const dist = path.join(root, 'dist/web');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(scripts)];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return [
    {
      section: 'Initial JavaScript',
      name: `gzip, ${files.length} files`,
      value: kb(gzip),
      unit: 'KB',
      ...atMost(kb(gzip), 200),
    },
    { section: 'Initial JavaScript', name: 'uncompressed', value: kb(raw), unit: 'KB' },
  ];
}
