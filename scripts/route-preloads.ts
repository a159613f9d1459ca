import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_MODULES } from '../src/web/app/page-modules';

/** Written beside index.html: for each address, the chunks its page needs beyond the entry's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

export type Chunk = {
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * The chunks that run before a page paints: the entry's and those it imports statically
 * (`initial`), and for each address of the app (src/web/app/page-modules.ts) the chunks of its
 * page's modules and what they import statically (`routes`). Throws when a listed module has no
 * chunk of its own (it was renamed, or is no longer loaded on demand), or there is not one entry.
 */
export function firstPaintChunks(
  chunks: readonly Chunk[],
  root: string,
): { initial: Set<string>; routes: Record<string, Set<string>> } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const withImports = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
    return into;
  };
  const entries = chunks.filter((c) => c.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const routes: Record<string, Set<string>> = {};
  for (const [address, modules] of Object.entries(PAGE_MODULES)) {
    const files = new Set<string>();
    for (const module of modules) {
      const id = path.join(root, module);
      const chunk = chunks.find((c) => c.facadeModuleId === id);
      if (!chunk) throw new Error(`${module} (for ${address}) has no chunk of its own`);
      withImports(chunk.fileName, files);
    }
    routes[address] = files;
  }
  return { initial: withImports(entries[0]!.fileName), routes };
}

/** The built chunks of a bundle (its assets left out). */
export const chunksOf = (bundle: Record<string, { type: string }>) =>
  Object.values(bundle).filter((c): c is typeof c & Chunk => c.type === 'chunk');

/**
 * Works out which built files each address of the app needs: the chunks of its page less those
 * the entry script brings anyway (firstPaintChunks). The server names them as modulepreloads in
 * the HTML of that address, so the page's code downloads beside the entry instead of after it
 * has run. Fails the build when a listed module has no chunk of its own.
 */
export function routePreloads(root: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      let firstPaint: ReturnType<typeof firstPaintChunks>;
      try {
        firstPaint = firstPaintChunks(chunks, root);
      } catch (error) {
        return this.error((error as Error).message);
      }
      const routes: RoutePreloads = {};
      for (const [address, files] of Object.entries(firstPaint.routes)) {
        const scripts = [...files].filter((f) => !firstPaint.initial.has(f));
        const styles = scripts.flatMap((f) => [
          ...(byFile.get(f)?.viteMetadata?.importedCss ?? []),
        ]);
        routes[address] = {
          scripts: scripts.map((f) => `/${f}`),
          styles: styles.map((f) => `/${f}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
    },
  };
}
