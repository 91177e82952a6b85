import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage, StorageKeyError, type Storage } from '../../lib/storage.ts';

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'soundpost-storage-'));
  storage = localDiskStorage(join(root, 'files'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('puts buffers and streams, gets them back with their size, and deletes them', async () => {
    await storage.put('a/one.txt', Buffer.from('hello'));
    await storage.put('a/two.txt', Readable.from(['str', 'eam']));
    const one = await storage.get('a/one.txt');
    expect(one?.size).toBe(5);
    expect(await text(one!.stream)).toBe('hello');
    expect(await text((await storage.get('a/two.txt'))!.stream)).toBe('stream');
    expect(await storage.exists('a/two.txt')).toBe(true);
    await storage.delete('a/two.txt');
    await storage.delete('a/two.txt');
    expect(await storage.exists('a/two.txt')).toBe(false);
    expect(await storage.get('a/two.txt')).toBeUndefined();
  });

  it('replaces an object whole, and leaves nothing behind when a write fails', async () => {
    await storage.put('b/file', Buffer.from('old'));
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('b/file', failing)).rejects.toThrow('connection lost');
    expect(await readFile(join(root, 'files', 'b', 'file'), 'utf8')).toBe('old');
    expect(await readdir(join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('moves a local file in', async () => {
    const source = join(root, 'received');
    await writeFile(source, 'bytes');
    await storage.putFile('c/moved', source);
    expect(await storage.withLocalFile('c/moved', (path) => readFile(path, 'utf8'))).toBe('bytes');
    await expect(readFile(source)).rejects.toThrow(/ENOENT/);
  });

  it('refuses keys that could leave its directory or name hidden files', async () => {
    for (const key of ['../x', 'a/../../x', '.tmp/x', 'a//b', '/abs', 'A/B', 'a/.hidden', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
    }
  });
});
