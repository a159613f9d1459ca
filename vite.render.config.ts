import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogs } from './scripts/compiled-catalogs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The web app's code as the server runs it to draw a signed-in page's first screen
 * (src/web/server-render/first-screen.tsx, decision 0078): modules for Node with the packages in
 * them, so React is its production build whatever NODE_ENV the server runs with. The same
 * catalogs as the browser's build.
 */
export default defineConfig({
  root: 'src/web',
  plugins: [react(), compiledCatalogs(root)],
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'server-render/first-screen.tsx',
    outDir: '../../dist/web-render',
    emptyOutDir: true,
    sourcemap: false,
    target: 'node20',
  },
  publicDir: false,
  logLevel: 'warn',
});
