import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { deleteOldUploadUsage, receivingDir, removeStaleReceivedFiles } from './stale-files.ts';
import { uploadUsage } from './uploads.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

const hours = (n: number) => n * 60 * 60 * 1000;

describe('what interrupted uploads leave behind', () => {
  it('removes receiving files older than an hour, and keeps those of requests still running', async () => {
    const dir = receivingDir(t.app.ctx);
    await mkdir(dir, { recursive: true });
    const now = t.clock.now();
    await writeFile(join(dir, 'artwork-old'), 'x');
    const old = new Date(now.getTime() - hours(2));
    await utimes(join(dir, 'artwork-old'), old, old);
    await writeFile(join(dir, 'artwork-new'), 'y');
    await utimes(join(dir, 'artwork-new'), now, now);

    expect(await removeStaleReceivedFiles(t.app.ctx, now)).toBe(1);
    expect(await readdir(dir)).toEqual(['artwork-new']);
  });

  it('deletes daily byte counters before yesterday, and keeps yesterday and today', async () => {
    const user = await createUser(t);
    const day = (offset: number) =>
      new Date(t.clock.now().getTime() - offset * hours(24)).toISOString().slice(0, 10);
    await t.db
      .insert(uploadUsage)
      .values([0, 1, 2, 30].map((offset) => ({ ownerId: user.id, day: day(offset), bytes: 100 })));
    expect(await deleteOldUploadUsage(t.app.ctx, t.clock.now())).toBe(2);
    const left = await t.db.select({ day: uploadUsage.day }).from(uploadUsage);
    expect(left.map((r) => r.day).sort()).toEqual([day(1), day(0)]);
  });
});
