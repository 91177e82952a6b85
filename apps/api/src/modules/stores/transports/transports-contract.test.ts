import { existsSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { startSftpServer, type SftpServer } from '../../../test/sftp-server.ts';
import { openTransport, type TransportContext } from './open-transport.ts';
import type { Transport } from './transport.ts';
import { TransportError } from './transport-error.ts';
import {
  generated,
  sftpStore,
  sha256,
  storeRow,
  transportContext,
} from '../test/transports-test-kit.ts';

const kinds = ['folder', 'sftp', 's3'] as const;

/** Every file under `dir` on local disk, as relative paths (where the folder or SFTP writes). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransportError);
  return error as TransportError;
};

describe.each(kinds)('transport contract on %s', (kind) => {
  let transport: Transport;
  /** Where the files land on this machine (folder and SFTP), to check what a reader sees. */
  let localRoot: string | undefined;
  let ctx: TransportContext;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    ctx = await transportContext();
    cleanups.push(() => rm(ctx.config.dataDir, { recursive: true, force: true }));
    if (kind === 'folder') {
      transport = await openTransport(ctx, storeRow(ctx, 'folder', {}));
      localRoot = join(ctx.config.dataDir, 'deliveries', 'test-store');
    } else if (kind === 'sftp') {
      const server: SftpServer = await startSftpServer();
      cleanups.push(server.close);
      transport = await openTransport(ctx, sftpStore(ctx, server));
      localRoot = server.root;
    } else {
      const s3 = await startS3Server();
      cleanups.push(s3.close);
      const { s3: settings } = loadConfig({ DATA_DIR: ctx.config.dataDir, ...s3.env });
      transport = await openTransport(
        ctx,
        storeRow(
          ctx,
          's3',
          {
            bucket: settings!.bucket,
            prefix: 'deliveries/test-store',
            region: settings!.region,
            endpoint: settings!.endpoint,
            forcePathStyle: true,
            accessKeyId: settings!.accessKeyId,
          },
          { secretAccessKey: settings!.secretAccessKey },
        ),
      );
    }
    expect(transport.kind).toBe(kind);
  });
  afterAll(async () => {
    await transport?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('puts a stream, a local file and a buffer into nested directories and reads them back', async () => {
    const file = join(ctx.config.dataDir, 'source.bin');
    await writeFile(file, 'from a file');
    await transport.put('batch-1/release-1/release-1.xml', Buffer.from('<xml/>'));
    await transport.put('batch-1/release-1/resources/cover.jpg', file);
    await transport.put('batch-1/release-1/resources/01.flac', Readable.from(['str', 'eam']));
    expect(existsSync(file)).toBe(true);
    await rm(file);

    expect((await transport.read('batch-1/release-1/release-1.xml')).toString()).toBe('<xml/>');
    expect((await transport.read('batch-1/release-1/resources/cover.jpg')).toString()).toBe(
      'from a file',
    );
    expect((await transport.read('batch-1/release-1/resources/01.flac')).toString()).toBe('stream');
    if (localRoot) {
      expect(await filesUnder(localRoot)).toEqual([
        'batch-1/release-1/release-1.xml',
        'batch-1/release-1/resources/01.flac',
        'batch-1/release-1/resources/cover.jpg',
      ]);
    }
  });

  it('streams a 5 MB file through whole', async () => {
    const source = generated(5 * 1024 * 1024);
    await transport.put('big/audio.flac', source.stream);
    expect(sha256(await transport.read('big/audio.flac'))).toBe(source.digest());
  });

  it('lists the files directly in a directory, by name prefix, sorted', async () => {
    await transport.put('ACK_2.xml', Buffer.from('2'));
    await transport.put('ACK_1.xml', Buffer.from('1'));
    await transport.put('BatchComplete_1.xml', Buffer.from('done'));
    await transport.put('acks/ACK_9.xml', Buffer.from('9'));
    expect(await transport.list('ACK_')).toEqual(['ACK_1.xml', 'ACK_2.xml']);
    expect(await transport.list('')).toEqual(['ACK_1.xml', 'ACK_2.xml', 'BatchComplete_1.xml']);
    expect(await transport.list('acks/')).toEqual(['acks/ACK_9.xml']);
    expect(await transport.list('acks/ACK_')).toEqual(['acks/ACK_9.xml']);
    expect(await transport.list('acks/NONE')).toEqual([]);
    expect(await transport.list('missing/dir/')).toEqual([]);
  });

  it('replaces a file, removes files (a missing one too), and says not_found on reading one', async () => {
    await transport.put('replace/me.xml', Buffer.from('old'));
    await transport.put('replace/me.xml', Buffer.from('new'));
    expect((await transport.read('replace/me.xml')).toString()).toBe('new');
    await transport.remove('replace/me.xml');
    await transport.remove('replace/me.xml');
    expect(await transport.list('replace/')).toEqual([]);
    const error = await rejection(transport.read('replace/me.xml'));
    expect(error.failure).toBe('not_found');
    expect(error.retryable).toBe(false);
  });

  it('never shows a partial file under its final name while a put runs', async () => {
    const source = new PassThrough();
    const put = transport.put('atomic/BatchComplete_7.xml', source);
    source.write(Buffer.alloc(256 * 1024, 1));
    // Give the first part time to reach the server or disk.
    await new Promise((r) => setTimeout(r, 300));
    expect(await transport.list('atomic/')).toEqual([]);
    expect((await rejection(transport.read('atomic/BatchComplete_7.xml'))).failure).toBe(
      'not_found',
    );
    if (localRoot) {
      expect(await filesUnder(join(localRoot, 'atomic'))).toEqual(['BatchComplete_7.xml.part']);
    }
    source.end(Buffer.alloc(1024, 2));
    await put;
    expect(await transport.list('atomic/')).toEqual(['atomic/BatchComplete_7.xml']);
    expect((await transport.read('atomic/BatchComplete_7.xml')).length).toBe(257 * 1024);
  });

  it('leaves nothing when the source fails mid-way', async () => {
    const source = new Readable({ read() {} });
    const put = transport.put('failed/file.flac', source);
    source.push(Buffer.alloc(64 * 1024));
    setTimeout(() => source.destroy(new Error('source broke')), 100);
    await expect(put).rejects.toThrow();
    expect(await transport.list('failed/')).toEqual([]);
    if (localRoot) expect(await filesUnder(join(localRoot, 'failed'))).toEqual([]);
  });

  it.each(['../escape.xml', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', 'x.part', 'a\\b'])(
    'refuses the path %s',
    async (path) => {
      const error = await rejection(transport.put(path, Buffer.from('x')));
      expect(error.failure).toBe('invalid_path');
      expect((await rejection(transport.read(path))).failure).toBe('invalid_path');
    },
  );

  it('refuses list prefixes that climb out', async () => {
    expect((await rejection(transport.list('../'))).failure).toBe('invalid_path');
    expect((await rejection(transport.list('/etc/'))).failure).toBe('invalid_path');
  });
});
