import type { Plugin } from 'vite';
import { chunksOf, firstPaintChunks } from './route-preloads';

/**
 * V8's explicit compile hint (Chromium 136 on): a file that starts with this comment has every
 * function compiled eagerly, on a background thread while the file is parsed, instead of each one
 * lazily on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The file with the hint as its very first line (V8 reads it only there), once. */
export const withCompileHint = (code: string) =>
  code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;

type Hook = ((this: unknown, ...args: unknown[]) => unknown) | { handler: Hook };
type HookHolder = { name: string; generateBundle?: Hook };

/** The plugin that puts Vite's dependency map (`__vite__mapDeps`) on a chunk's first line. */
const IMPORT_ANALYSIS = 'vite:build-import-analysis';

/**
 * Marks every chunk that runs before some page paints (the entry's and each address's page
 * chunks, scripts/route-preloads.ts) with the compile hint: most of their functions run on the
 * first render, and compiling them lazily was a quarter of a page's script time before its paint
 * (Profile Settings 92 → 68 CPU ms, the schedule 125 → 95; decision 0077). Chunks loaded later
 * (dialogs, the reports' charts) stay lazy: compiling code that may never run costs a phone time
 * and memory.
 *
 * The hint must be the file's first line, and Vite prepends its dependency map after every
 * plugin's chunk hooks, in its import-analysis plugin's bundle hook; the compressed copies are made
 * right after that hook (vite-plugin-compression2 wraps it). So the hint is added in a wrapper of
 * the same hook, installed first: Vite's map, then the hint, then the compressed copies.
 */
export function compileHints(root: string): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    configResolved(config) {
      const importAnalysis = config.plugins.find((p) => p.name === IMPORT_ANALYSIS);
      if (!importAnalysis) throw new Error(`compile-hints: no ${IMPORT_ANALYSIS} plugin to follow`);
      afterBundleHook(importAnalysis as HookHolder, (bundle) => {
        const chunks = chunksOf(bundle);
        const { initial, routes } = firstPaintChunks(chunks, root);
        const hinted = new Set([
          ...initial,
          ...Object.values(routes).flatMap((files) => [...files]),
        ]);
        for (const chunk of chunks) {
          if (hinted.has(chunk.fileName)) chunk.code = withCompileHint(chunk.code);
        }
      });
    },
  };
}

type Bundle = Record<string, { type: string }>;

/** Runs `after` with the bundle once the plugin's own generateBundle hook has run. */
export function afterBundleHook(plugin: HookHolder, after: (bundle: Bundle) => void) {
  const own = plugin.generateBundle;
  const ownHandler = typeof own === 'object' ? own.handler : own;
  const wrapped = async function (this: unknown, ...args: unknown[]) {
    await (ownHandler as ((...a: unknown[]) => unknown) | undefined)?.apply(this, args);
    after(args[1] as Bundle);
  };
  plugin.generateBundle = typeof own === 'object' ? { ...own, handler: wrapped } : wrapped;
}
