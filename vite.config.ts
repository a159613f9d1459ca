import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { noChunkCycles } from './scripts/chunk-cycles';
import { compileHints } from './scripts/compile-hints';
import { compiledCatalogs } from './scripts/compiled-catalogs';
import { pageSetChunk } from './scripts/page-chunks';
import { routePreloads } from './scripts/route-preloads';

const apiServer = 'http://localhost:3000';
const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    // The message catalogs as small functions, one chunk per language and namespace (decision
    // 0074, "The web app"): no i18next nor ICU parser in the browser.
    compiledCatalogs(root),
    // The chunks each address's page needs, for the server to name in that address's HTML.
    routePreloads(root),
    // Chunks in an import ring run one before its imports (the Activity page once read "made a
    // change" for every fill-in entry): the build refuses them.
    noChunkCycles(),
    // The code every page runs before its paint compiled on a background thread as it is parsed
    // (V8's compile hint), not function by function on the main thread. Before the compression.
    compileHints(root),
    // Brotli and gzip copies of the built scripts and styles, served in place of the originals to
    // browsers that take them (a third of the bytes on a phone's connection).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Chunks by the pages that need them to paint (decision 0058, updated): what the entry
        // needs goes in one chunk; a module the pages of several addresses import goes in the
        // chunk of exactly those addresses (scripts/page-chunks.ts), unless that chunk would be
        // small (then it joins the chunk of a wider set of pages); what one page shares with the dialogs
        // it opens goes in a chunk of that page. One "shared" chunk for every module two pages
        // used made every address download the recurrence library, the virtual list and the
        // forms library, whether its page used them or not. Dependencies are not pulled into a
        // page set's chunk: they belong to a wider set, and pulling them would make the pages
        // of that wider set download this chunk too.
        codeSplitting: {
          groups: [
            // Every icon the app draws in one chunk (~11 KB gzip): one file for the icons instead
            // of one file of 300 bytes each, a round trip apiece on a phone's link.
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, priority: 4 },
            // The activity sentences, every phrase map they spread and the words they are said
            // with (the `activity` catalog's English, its namespace and the web's words module),
            // in one chunk: the schedule fetches them after its paint, the Activity page with
            // itself. Left to the page-set rule, the phrase maps (later the words) went to the
            // Activity page's chunk, which imports this one: a cycle between chunks that
            // evaluated the sentences before their maps ("made a change").
            {
              name: 'describe-activity',
              test: /[\\/]src[\\/]shared[\\/]activity[\\/](describe-activity|activity-words|[a-z-]+-phrases)\.ts$|[\\/]src[\\/]web[\\/](features[\\/]activity[\\/]activity-words|i18n[\\/]namespaces[\\/]activity)\.ts$|virtual:catalog\/en\/activity$/,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            { name: 'initial', tags: ['$initial'], priority: 3 },
            {
              debugName: 'pages',
              name: pageSetChunk(root, true),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              debugName: 'page',
              name: pageSetChunk(root, false),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': apiServer, '/media': apiServer, '/mailbox': apiServer },
  },
});
