import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, createTestApp, type TestApp } from '../../test/app.ts';
import { startS3Server } from '../../test/s3-server.ts';
import * as repo from './uploads.repository.ts';
import { storageKeys } from './uploads.service.ts';
import { makeImage, postArtwork, signedIn } from './test/uploads-test-kit.ts';

// A deployment whose instances do not share storage loses files; it must say so in its logs.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
const logs = captureLogs();
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(
    { ...s3.env, WORKERS: 'off', LOG_LEVEL: 'info' },
    {
      logStream: logs.stream,
    },
  );
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

const missingLine = (key: string) => logs.errors().find((line) => line.key === key);

describe('files the database names but storage lacks', () => {
  it('says at start which storage is in use, without its keys', () => {
    const line = logs.lines.find((l) => (l.storage as { kind?: string })?.kind === 's3');
    expect(line).toMatchObject({
      msg: `files in S3 bucket ${s3.env.S3_BUCKET} at ${s3.env.S3_ENDPOINT}`,
      storage: { kind: 's3', bucket: s3.env.S3_BUCKET, endpoint: s3.env.S3_ENDPOINT },
    });
    const everything = JSON.stringify(logs.lines);
    expect(everything).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
    expect(everything).not.toContain(s3.env.S3_ACCESS_KEY_ID);
  });

  it('answers 404 for a missing artwork image and logs an error naming the key', async () => {
    const { cookie, api } = await signedIn(t);
    const png = await makeImage(1500, 1500).png().toBuffer();
    const { id } = (await postArtwork(t, cookie, png, 'cover.png')).json<{ id: string }>();
    expect((await api.get(`/v1/uploads/${id}/thumbnail?size=200`)).statusCode).toBe(200);
    const key = storageKeys.thumbnail(id, 200);
    await t.app.ctx.storage.delete(key);

    expect((await api.get(`/v1/uploads/${id}/thumbnail?size=200`)).statusCode).toBe(404);
    expect(missingLine(key)).toMatchObject({
      msg: `artwork ${id}: ${key} is missing from S3 storage`,
      storage: { kind: 's3', bucket: s3.env.S3_BUCKET },
    });
  });

  it('answers 404 for a missing audio original and logs an error naming the key', async () => {
    const { user, api } = await signedIn(t);
    const id = crypto.randomUUID();
    const key = storageKeys.original('audio', id);
    const now = t.clock.now();
    await repo.insertUpload(t.db, {
      ...{ id, ownerId: user.id, kind: 'audio', status: 'complete', filename: 'a.wav', size: 10 },
      ...{ format: 'wav', originalKey: key, createdAt: now, updatedAt: now },
    });
    expect((await api.get(`/v1/uploads/${id}/audio`)).statusCode).toBe(404);
    expect(missingLine(key)?.msg).toBe(`audio upload ${id}: ${key} is missing from S3 storage`);
  });
});
