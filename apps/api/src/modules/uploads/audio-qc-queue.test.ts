import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { audioQcJob } from './audio-qc.job.ts';
import { finishAudioUpload, findAudioUploadForTus } from './audio-uploads.service.ts';
import * as repo from './uploads.repository.ts';
import { storageKeys } from './uploads.service.ts';

// No worker: the jobs stay queued, so the test can count them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

async function qcJobs(uploadId: string) {
  const { rows } = await t.database.executeSql(
    `select state, singleton_key as key from pgboss.job where name = $1 and data->>'uploadId' = $2`,
    [audioQcJob, uploadId],
  );
  return rows;
}

/** An audio upload whose bytes reached storage while its row still says `uploading`. */
async function receivedUpload() {
  const user = await createUser(t);
  const id = crypto.randomUUID();
  await createStorage(t.config).put(storageKeys.original('audio', id), Buffer.from('RIFF'));
  const now = t.clock.now();
  await repo.insertUpload(t.db, {
    ...{ id, ownerId: user.id, kind: 'audio', status: 'uploading', filename: 'a.wav', size: 4 },
    ...{ createdAt: now, updatedAt: now },
  });
  const actor = { user: { id: user.id } } as Parameters<typeof findAudioUploadForTus>[1];
  return { id, actor };
}

describe('the audio.qc queue', () => {
  it('queues one QC when the finish hook and the HEAD recovery path both fire', async () => {
    const { id, actor } = await receivedUpload();
    await Promise.all([
      finishAudioUpload(t.app.ctx, id),
      findAudioUploadForTus(t.app.ctx, actor, id),
      findAudioUploadForTus(t.app.ctx, actor, id),
    ]);
    await finishAudioUpload(t.app.ctx, id);
    expect(await qcJobs(id)).toEqual([{ state: 'created', key: id }]);
    expect(await repo.findUploadById(t.db, id)).toMatchObject({ status: 'processing' });
  });

  it('keeps the QC of different uploads apart', async () => {
    const [a, b] = [await receivedUpload(), await receivedUpload()];
    await finishAudioUpload(t.app.ctx, a.id);
    await finishAudioUpload(t.app.ctx, b.id);
    expect(await qcJobs(a.id)).toHaveLength(1);
    expect(await qcJobs(b.id)).toHaveLength(1);
  });

  it('has a heartbeat and a bounded expiry, so a killed worker does not hold a job for 15 minutes', async () => {
    const { rows } = await t.database.executeSql(
      'select policy, heartbeat_seconds, expire_seconds from pgboss.queue where name = $1',
      [audioQcJob],
    );
    expect(rows).toEqual([{ policy: 'exclusive', heartbeat_seconds: 20, expire_seconds: 360 }]);
  });
});
