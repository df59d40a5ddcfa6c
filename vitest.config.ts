import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { benchCatalog } from './app/vite-catalog.ts';

// Three projects: pure/server code in node, React components in happy-dom, and API tests that
// start the real server on a real database (run again against PostgreSQL by scripts/test-all.mjs).
export default defineConfig({
  plugins: [react(), benchCatalog()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{sdk,libs/*,families/*,core,app,server,plugins/*}/**/*.test.ts',
            'tests/arch/**/*.test.ts',
            'tests/engines/**/*.test.ts',
            'tests/scaffold/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          // two cores shared by parallel files: a render that takes 1 s alone can take 5 s here
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['{sdk,libs/*,families/*,core,app,plugins/*}/**/*.test.tsx', 'tests/dom/**/*.test.tsx'],
          exclude: ['**/node_modules/**'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // a poll waits for jobs, live events and processes: on a loaded machine that is not 1 s
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
