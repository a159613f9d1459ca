import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './scripts/compiled-catalogs';

/**
 * Two projects: `unit` (pure code, no database, fast) and `api` (the real HTTP app against a real
 * PostgreSQL: one embedded server for the run, a fresh database per test file).
 */
export default defineConfig({
  test: {
    // Two cores: two files at a time keeps the database and the password hashing responsive.
    maxWorkers: 2,
    teardownTimeout: 60_000,
    projects: [
      {
        // The web app's compiled catalogs, as the build makes them (src/web/i18n).
        plugins: [compiledCatalogs(import.meta.dirname)],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 5_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/fail-on-pg-warnings.ts'],
          // Files share a worker's module cache: importing better-auth, Drizzle and Hono once per
          // worker rather than once per file. Each file still has its own database and app.
          isolate: false,
          // Password hashing (scrypt) and starting PostgreSQL are slow on two cores.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // expect.poll waits for what happens in the background (a job, a closed stream): its wait
          // only catches a hang, so it is long enough for a busy two-core CI machine, not a bar.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
