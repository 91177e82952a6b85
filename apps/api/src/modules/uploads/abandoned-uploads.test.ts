import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { hours } from '../../lib/clock.ts';
import { createS3Client } from '../../lib/storage/s3-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { deleteAbandonedUploads } from './abandoned-uploads.ts';
import { signedIn, tusClient } from './test/uploads-test-kit.ts';

const MiB = 1024 * 1024;

describe.each(['local disk', 'S3'] as const)('abandoned uploads on %s', (kind) => {
  let t: TestApp;
  let tus: ReturnType<typeof tusClient>;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;

  beforeAll(async () => {
    s3 = kind === 'S3' ? await startS3Server() : undefined;
    t = await createTestApp({ WORKERS: 'off', ...s3?.env });
    tus = tusClient(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(t.config.dataDir, { recursive: true, force: true });
  });

  /** A tus upload of 10 MiB with `sent` bytes in (PATCHes of at most 6 MiB). */
  async function partlySent(cookie: string, sent: number) {
    const created = await tus('POST', '/v1/uploads/audio', {
      cookie,
      'upload-length': String(10 * MiB),
    });
    const url = created.headers.get('location')!;
    for (let offset = 0; offset < sent;) {
      const bytes = randomBytes(Math.min(6 * MiB, sent - offset));
      const res = await tus(
        'PATCH',
        url,
        {
          cookie,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        bytes,
      );
      expect(res.status).toBe(204);
      offset += bytes.length;
    }
    return { url, id: url.split('/').pop()! };
  }

  it('removes uploads untouched for 24 hours, with their bytes, and spares the others', async () => {
    const { cookie, api } = await signedIn(t);
    // 7 MiB: on S3 a full part of the multipart upload plus a tail kept as `<id>.part`.
    const old = await partlySent(cookie, 7 * MiB);
    const recent = await partlySent(cookie, 0);
    if (kind === 'S3')
      expect((await t.app.ctx.storage.list(old.id)).sort()).toContain(`${old.id}.info`);
    t.clock.advance(hours(23));
    // Created 23 hours later and never written to: young enough to stay for now.
    await partlySent(cookie, 0);
    const touched = await tus(
      'PATCH',
      recent.url,
      { cookie, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      randomBytes(1000),
    );
    expect(touched.status).toBe(204);

    expect(
      await deleteAbandonedUploads(t.app.ctx, new Date(t.clock.now().getTime() + hours(1.5))),
    ).toBe(1);
    expect((await api.get(`/v1/uploads/${old.id}`)).statusCode).toBe(404);
    expect((await tus('HEAD', old.url, { cookie })).status).toBe(404);
    const head = await tus('HEAD', recent.url, { cookie });
    expect(head.headers.get('upload-offset')).toBe('1000');

    if (kind === 'local disk') {
      const tusDir = join(t.config.dataDir, 'files', 'tus');
      expect(existsSync(join(tusDir, old.id))).toBe(false);
      expect(existsSync(join(tusDir, `${old.id}.json`))).toBe(false);
      expect(existsSync(join(tusDir, recent.id))).toBe(true);
    } else {
      expect(await t.app.ctx.storage.list(old.id)).toEqual([]);
      expect((await t.app.ctx.storage.list(recent.id)).length).toBeGreaterThan(0);
      const client = createS3Client(loadConfig({ DATA_DIR: t.config.dataDir, ...s3!.env }).s3!);
      const { Uploads = [] } = await client.send(
        new ListMultipartUploadsCommand({ Bucket: s3!.env.S3_BUCKET }),
      );
      expect(Uploads.map((u) => u.Key)).not.toContain(old.id);
      expect(Uploads.map((u) => u.Key)).toContain(recent.id);
    }

    // A day later, nothing touched: the rest goes too; an empty sweep removes nothing.
    t.clock.advance(hours(48));
    expect(await deleteAbandonedUploads(t.app.ctx, t.clock.now())).toBe(2);
    expect(await deleteAbandonedUploads(t.app.ctx, t.clock.now())).toBe(0);
  });
});
