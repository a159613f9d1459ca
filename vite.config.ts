import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routePreloads } from './scripts/route-preloads';

const apiServer = 'http://localhost:3000';
const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    // The chunks each address's page needs, for the server to name in that address's HTML.
    routePreloads(root),
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
        // A few large chunks instead of one per shared module: a page used to arrive as ~40
        // files, each one more request and more module bookkeeping before the page could run
        // (decision 0058). What the entry needs goes in one chunk; what two or more pages share
        // goes in another; each page keeps the rest.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'shared', minShareCount: 2, priority: 1 },
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
