import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/api/src/**/*.test.ts',
      'packages/**/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A migrated PGlite database that every API test app starts from.
    globalSetup: ['apps/api/src/test/pglite-template.ts'],
  },
});
