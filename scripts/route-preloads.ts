import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_MODULES } from '../src/web/app/page-modules';

/** Written beside index.html: for each address, the chunks its page needs beyond the entry's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

type Chunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Works out which built files each address of the app needs (src/web/app/page-modules.ts): the
 * chunks of its modules and every chunk they import statically, less those the entry script
 * brings anyway. The server names them as modulepreloads in the HTML of that address, so the
 * page's code downloads beside the entry instead of after it has run. Fails the build when a
 * listed module has no chunk of its own (it was renamed, or is no longer loaded on demand).
 */
export function routePreloads(root: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is typeof c & Chunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const withImports = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const entries = chunks.filter((c) => c.isEntry);
      if (entries.length !== 1) this.error(`expected one entry chunk, found ${entries.length}`);
      const initial = withImports(entries[0]!.fileName);

      const routes: RoutePreloads = {};
      for (const [address, modules] of Object.entries(PAGE_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.join(root, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) this.error(`${module} (for ${address}) has no chunk of its own`);
          withImports(chunk.fileName, files);
        }
        const scripts = [...files].filter((f) => !initial.has(f));
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
