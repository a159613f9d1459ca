import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: 'src/web',
  // Brotli and gzip copies of the built scripts and styles, served in place of the originals to
  // browsers that take them (a third of the bytes on a phone's connection).
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': apiServer, '/media': apiServer, '/mailbox': apiServer },
  },
});
