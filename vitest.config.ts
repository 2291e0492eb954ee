import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '~': path.resolve(import.meta.dirname, 'apps/web/app') };

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['apps/server/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-heavy; two workers match the machine's two cores. `npm test`
          // runs this project beside the browser tests with API_WORKERS=1, so each side has a core.
          maxWorkers: Number(process.env.API_WORKERS ?? 2),
          // each file builds its own app and database; the server's modules are imported once per
          // worker instead of once per file (most of the project's time was spent importing)
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // generous: they share the two cores with the unit and API tests (scripts/run-suites.sh)
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          // a poll waits for a state on a busy machine (CI runs these beside the API tests): the
          // default 1 s was shorter than a re-render after a navigation there
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
