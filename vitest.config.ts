import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The slowest tests (ffmpeg encodes, SFTP deliveries, several app instances) take 10–30 s
    // on two shared cores; a limit twice that keeps a slow machine from failing them.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core (vitest's default leaves one core to itself, which on a 2-core CI
    // machine means one worker): the main process only collects results.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // The API test files share their worker's modules: the app's imports are loaded and
          // compiled once per worker instead of once per file. Each file still builds its own
          // apps on its own databases; nothing in the API code keeps state between apps.
          isolate: false,
          // A migrated database (PGlite dump or PostgreSQL template) every API test app starts from.
          globalSetup: ['apps/api/src/test/database-template.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Web tests mock modules (vi.mock): each file keeps its own modules.
          name: 'isolated',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
