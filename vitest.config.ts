import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // API and database tests: each file gets its own copy of a migrated template database.
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'tests/production/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The production build's weight per page (builds the web app first when it is stale).
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/client-setup.ts'],
          // Typed, clicked dialogs take well under a second alone, but several seconds when
          // two cores run every project at once: the limit is for a hang, not for speed.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
