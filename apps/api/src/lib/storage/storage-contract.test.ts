import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import { startS3Server } from '../../test/s3-server.ts';
import {
  createStorage,
  StorageKeyError,
  StorageObjectMissingError,
  StorageRangeError,
  type Storage,
} from '../storage.ts';

/** `size` bytes made on the fly (never held whole), and the SHA-256 they will have. */
function generated(size: number) {
  const chunk = 1024 * 1024;
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const block = Buffer.alloc(Math.min(chunk, size - sent), (sent / chunk) % 251);
      block.writeUInt32BE(sent / chunk, 0);
      hash.update(block);
      sent += block.length;
      this.push(block);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function sha256(stream: Readable) {
  const hash = createHash('sha256');
  for await (const block of stream) hash.update(block as Buffer);
  return hash.digest('hex');
}

const kinds = ['local disk', 'S3'] as const;

describe.each(kinds)('storage contract on %s', (kind) => {
  let root: string;
  let storage: Storage;
  let config: Config;
  let stopS3: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'soundpost-storage-'));
    let env: Record<string, string> = { DATA_DIR: root };
    if (kind === 'S3') {
      const s3 = await startS3Server();
      stopS3 = s3.close;
      env = { ...env, ...s3.env };
    }
    config = loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(32) });
    storage = createStorage(config);
    expect(storage.describe().kind).toBe(kind === 'S3' ? 's3' : 'local');
    await storage.verify();
  });
  afterAll(async () => {
    await stopS3?.();
    await rm(root, { recursive: true, force: true });
  });

  it('puts buffers and streams, gets them back with their size, and deletes them', async () => {
    await storage.put('a/one.txt', Buffer.from('hello'));
    await storage.put('a/two.txt', Readable.from(['str', 'eam']));
    const one = await storage.get('a/one.txt');
    expect(one).toMatchObject({ size: 5, contentLength: 5 });
    expect(await text(one!.stream)).toBe('hello');
    expect(await text((await storage.get('a/two.txt'))!.stream)).toBe('stream');
    expect(await storage.exists('a/two.txt')).toBe(true);
    await storage.delete('a/two.txt');
    await storage.delete('a/two.txt');
    expect(await storage.exists('a/two.txt')).toBe(false);
    expect(await storage.get('a/two.txt')).toBeUndefined();
    expect(await storage.get('a/never')).toBeUndefined();
    expect(await storage.exists('a/never')).toBe(false);
  });

  it('reads ranges: inclusive ends, open ends clamped, a start past the end refused', async () => {
    await storage.put('r/digits', Buffer.from('0123456789'));
    const middle = await storage.get('r/digits', { start: 2, end: 5 });
    expect(middle).toMatchObject({ size: 10, contentLength: 4, range: { start: 2, end: 5 } });
    expect(await text(middle!.stream)).toBe('2345');
    const tail = await storage.get('r/digits', { start: 7 });
    expect(tail).toMatchObject({ size: 10, contentLength: 3, range: { start: 7, end: 9 } });
    expect(await text(tail!.stream)).toBe('789');
    const clamped = await storage.get('r/digits', { start: 8, end: 99 });
    expect(await text(clamped!.stream)).toBe('89');
    const error = await storage.get('r/digits', { start: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageRangeError);
    expect((error as StorageRangeError).size).toBe(10);
    expect(await storage.get('r/missing', { start: 0 })).toBeUndefined();
  });

  it('replaces an object whole, and keeps the old one when a write fails', async () => {
    await storage.put('b/file', Buffer.from('old'));
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('b/file', failing)).rejects.toThrow('connection lost');
    expect(await text((await storage.get('b/file'))!.stream)).toBe('old');
    await storage.put('b/file', Buffer.from('new'));
    expect(await text((await storage.get('b/file'))!.stream)).toBe('new');
    if (kind === 'local disk') expect(await readdir(join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('moves a local file in (the source is gone) and lends it out as a local file', async () => {
    const source = join(root, 'received');
    await writeFile(source, 'bytes');
    await storage.putFile('c/moved', source);
    expect(existsSync(source)).toBe(false);
    expect(await storage.withLocalFile('c/moved', (path) => readFile(path, 'utf8'))).toBe('bytes');
    await expect(storage.withLocalFile('c/none', async () => 1)).rejects.toBeInstanceOf(
      StorageObjectMissingError,
    );
  });

  it('removes its temporary copy when the work on it fails', async () => {
    await storage.put('d/media', Buffer.from('media'));
    let seen = '';
    const failing = storage.withLocalFile('d/media', async (path) => {
      seen = path;
      expect(await readFile(path, 'utf8')).toBe('media');
      throw new Error('ffmpeg crashed');
    });
    await expect(failing).rejects.toThrow('ffmpeg crashed');
    // On disk the file is the object itself; on S3 the downloaded copy must be gone.
    expect(existsSync(seen)).toBe(kind === 'local disk');
    expect(await storage.exists('d/media')).toBe(true);
  });

  it('lists and deletes by prefix', async () => {
    await Promise.all(
      ['p/one/a', 'p/one/b', 'p/one/sub/c', 'p/two/a', 'p/onex'].map((key) =>
        storage.put(key, Buffer.from(key)),
      ),
    );
    expect((await storage.list('p/one/')).sort()).toEqual(['p/one/a', 'p/one/b', 'p/one/sub/c']);
    expect((await storage.list('p/one')).sort()).toEqual([
      'p/one/a',
      'p/one/b',
      'p/one/sub/c',
      'p/onex',
    ]);
    expect(await storage.deletePrefix('p/one/')).toBe(3);
    expect((await storage.list('p/')).sort()).toEqual(['p/onex', 'p/two/a']);
    expect(await storage.list('nothing/')).toEqual([]);
  });

  it('refuses keys that could leave its directory or name hidden files', async () => {
    for (const key of ['../x', 'a/../../x', '.tmp/x', 'a//b', '/abs', 'A/B', 'a/.hidden', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
    for (const prefix of ['', '/', '../', 'a//']) {
      await expect(storage.deletePrefix(prefix)).rejects.toBeInstanceOf(StorageKeyError);
    }
  });

  it('says at start-up when it cannot be used', async () => {
    if (kind === 'local disk') {
      await writeFile(join(root, 'not-a-directory'), '');
      const blocked = { dataDir: join(root, 'not-a-directory') };
      return expect(createStorage(blocked).verify()).rejects.toThrow(/ENOTDIR/);
    }
    const wrong = createStorage({ ...config, s3: { ...config.s3!, bucket: 'no-such-bucket' } });
    await expect(wrong.verify()).rejects.toThrow(
      `S3 bucket no-such-bucket at ${config.s3!.endpoint} cannot be used (404)`,
    );
  });

  it('presigns reads on S3 only', async () => {
    await storage.put('e/signed', Buffer.from('signed bytes'));
    const url = await storage.presignGet('e/signed', 60);
    if (kind === 'local disk') return expect(url).toBeUndefined();
    expect(url).toMatch(/X-Amz-Expires=60/);
    const res = await fetch(url!);
    expect(await res.text()).toBe('signed bytes');
  });

  it(
    'stores a 100 MB stream in parts and gives back the same bytes',
    { timeout: 120_000 },
    async () => {
      const size = 100 * 1024 * 1024;
      const source = generated(size);
      await storage.put('big/file', source.stream);
      const back = await storage.get('big/file');
      expect(back).toMatchObject({ size, contentLength: size });
      expect(await sha256(back!.stream)).toBe(source.digest());
      await storage.delete('big/file');
    },
  );
});
