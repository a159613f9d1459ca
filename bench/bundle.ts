import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { atMost, type Figure } from './lib/figure';

const SECTION = 'Initial JavaScript';
/** The addresses whose code is shown one by one (each signed-in page the paint bench opens). */
const ADDRESSES = ['/profile', '/', '/schedule', '/library', '/djs', '/team', '/settings'];
/** Issue 31: the JavaScript a page needs before it paints stays within 200 KB gzipped. */
const BAR_KB = 200;

/**
 * What the HTML makes the browser load before the first screen, each file gzipped at level 9 (as
 * a server would send it): the module entry and the modulepreloads every address's HTML names
 * (what a visitor who is signed out loads), then, for a signed-in visit to each address, those
 * plus the chunks of its page that the server names in that address's HTML
 * (scripts/route-preloads.ts). Both are barred at 200 KB. Chunks that pages import later (a
 * dialog, an editor) are not counted.
 */
export async function bundleBench(root: string): Promise<Figure[]> {
  const { buildWebIfStale } = (await import(path.join(root, 'scripts/web-build.mjs'))) as {
    buildWebIfStale: (options?: { quiet?: boolean }) => Promise<boolean>;
  };
  await buildWebIfStale({ quiet: true });
  const dist = path.join(root, 'dist/web');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const gzipOf = new Map<string, number>();
  const rawOf = new Map<string, number>();
  for (const file of new Set(entry)) measure(file);
  function measure(file: string) {
    if (gzipOf.has(file)) return;
    const bytes = readFileSync(path.join(dist, file.replace(/^\//, '')));
    rawOf.set(file, bytes.length);
    gzipOf.set(file, gzipSync(bytes, { level: 9 }).length);
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  const sum = (files: Iterable<string>, of: Map<string, number>) =>
    [...new Set(files)].reduce((total, f) => total + of.get(f)!, 0);

  const figures: Figure[] = [
    {
      section: SECTION,
      name: `every address: gzip, ${new Set(entry).size} files`,
      value: kb(sum(entry, gzipOf)),
      unit: 'KB',
      ...atMost(kb(sum(entry, gzipOf)), BAR_KB),
    },
    {
      section: SECTION,
      name: 'every address: uncompressed',
      value: kb(sum(entry, rawOf)),
      unit: 'KB',
    },
  ];
  const routesFile = path.join(dist, 'route-preloads.json');
  if (!existsSync(routesFile)) return figures;
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as Record<
    string,
    { scripts: string[] }
  >;
  for (const address of ADDRESSES) {
    const scripts = routes[address]?.scripts ?? [];
    scripts.forEach(measure);
    const files = new Set([...entry, ...scripts]);
    figures.push({
      section: SECTION,
      name: `signed in at ${address}: gzip, ${files.size} files`,
      value: kb(sum(files, gzipOf)),
      unit: 'KB',
      ...atMost(kb(sum(files, gzipOf)), BAR_KB),
    });
  }
  return figures;
}
