import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-tests.ts';

describe('the API test files the PostgreSQL pass runs', () => {
  const files = databaseTestFiles();

  it('has the files whose apps open a database, however deep the import', () => {
    expect(files).toContain('apps/api/src/modules/users/users.test.ts');
    // Through test/app.ts, which opens the database through the client.
    expect(files).toContain('apps/api/src/modules/splits/split-race.test.ts');
  });

  it('has the files that read TEST_DATABASE_URL themselves or spawn processes on PostgreSQL', () => {
    expect(files).toContain('apps/api/src/lib/pg-advisory-locker.test.ts');
    expect(files).toContain('apps/api/src/worker.test.ts');
    expect(files).toContain('apps/api/src/db/migrate.test.ts');
  });

  it('leaves out files that load no database (ffmpeg, DDEX, the PGlite-only server process)', () => {
    expect(files).not.toContain('apps/api/src/modules/media/audio-qc.test.ts');
    expect(files).not.toContain('apps/api/src/modules/delivery/ern/build-message.test.ts');
    expect(files).not.toContain('apps/api/src/server.test.ts');
  });
});
