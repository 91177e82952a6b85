import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';

/**
 * Where uploaded and generated files live, by key (`artwork/<id>/delivery.jpg`). Keys are
 * lower-case path segments of letters, digits, `.`, `_` and `-`; a writer never leaves a
 * half-written object behind (readers see the old object or the whole new one).
 */
export type Storage = {
  put: (key: string, body: Buffer | Readable) => Promise<void>;
  /** Moves a local file into storage (a rename when it is on the same disk). */
  putFile: (key: string, sourcePath: string) => Promise<void>;
  /** The object as a stream with its size, or undefined when there is none. */
  get: (key: string) => Promise<{ stream: Readable; size: number } | undefined>;
  exists: (key: string) => Promise<boolean>;
  /** Deletes the object; deleting a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  /** Runs `fn` with a path on local disk holding the object (for tools such as ffmpeg). */
  withLocalFile: <T>(key: string, fn: (path: string) => Promise<T>) => Promise<T>;
};

const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export class StorageKeyError extends Error {}

function checkKey(key: string): string {
  // A segment may not start with a dot, so `..` and hidden files cannot be named.
  if (!keyPattern.test(key) || key.length > 512) throw new StorageKeyError(`bad key: ${key}`);
  return key;
}

/** The storage the configuration names: local disk under DATA_DIR/files (S3 is not built yet). */
export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return localDiskStorage(join(config.dataDir, 'files'));
}

/**
 * Files under `root`, written to `root/.tmp` first, flushed, then renamed into place: rename is
 * atomic on one file system, so a crash leaves at most a stray temporary file.
 */
export function localDiskStorage(root: string): Storage {
  const tmpDir = join(root, '.tmp');
  const pathOf = (key: string) => join(root, checkKey(key));

  async function writeAtomically(key: string, write: (tmp: string) => Promise<void>) {
    const target = pathOf(key);
    const tmp = join(tmpDir, randomUUID());
    await Promise.all([
      mkdir(tmpDir, { recursive: true }),
      mkdir(dirname(target), { recursive: true }),
    ]);
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    // `flush` syncs the file to disk before it is renamed into place.
    put: (key, body) =>
      writeAtomically(key, (tmp) =>
        Buffer.isBuffer(body)
          ? writeFile(tmp, body, { flag: 'wx', flush: true })
          : pipeline(body, createWriteStream(tmp, { flags: 'wx', flush: true })),
      ),

    async putFile(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another file system: copy (atomically), then drop the source.
        await writeAtomically(key, (tmp) => copyFile(sourcePath, tmp));
        await unlink(sourcePath);
      }
    },

    async get(key) {
      const path = pathOf(key);
      const info = await statOrUndefined(path);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(path), size: info.size };
    },

    async exists(key) {
      return (await statOrUndefined(pathOf(key)))?.isFile() ?? false;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async withLocalFile(key, fn) {
      const path = pathOf(key);
      if (!(await statOrUndefined(path))?.isFile()) throw new Error(`no object ${key}`);
      return fn(path);
    },
  };
}

async function statOrUndefined(path: string) {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
