import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix, clampRange } from './keys.ts';
import { StorageObjectMissingError, StorageRangeError, type Storage } from './types.ts';

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

  async function list(prefix: string) {
    checkPrefix(prefix);
    // Only the directory the prefix's last full segment names needs walking.
    const base = join(root, prefix.slice(0, prefix.lastIndexOf('/') + 1));
    let entries;
    try {
      entries = await readdir(base, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((key) => key.startsWith(prefix) && !key.startsWith('.'));
  }

  return {
    describe: () => ({ kind: 'local', directory: root }),

    async verify() {
      await mkdir(tmpDir, { recursive: true });
    },

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

    async get(key, range) {
      const path = pathOf(key);
      const info = await statOrUndefined(path);
      if (!info?.isFile()) return undefined;
      const { size } = info;
      if (!range) return { stream: createReadStream(path), size, contentLength: size };
      const bytes = clampRange(range, size);
      if (!bytes) throw new StorageRangeError(size);
      return {
        stream: createReadStream(path, bytes),
        size,
        contentLength: bytes.end - bytes.start + 1,
        range: bytes,
      };
    },

    async exists(key) {
      return (await statOrUndefined(pathOf(key)))?.isFile() ?? false;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    list,

    async deletePrefix(prefix) {
      const keys = await list(prefix);
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
      // A whole "directory" goes with its (now empty) folders.
      if (prefix.endsWith('/')) await rm(join(root, prefix), { recursive: true, force: true });
      return keys.length;
    },

    presignGet: async () => undefined,

    async withLocalFile(key, fn) {
      const path = pathOf(key);
      if (!(await statOrUndefined(path))?.isFile()) throw new StorageObjectMissingError(key);
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
