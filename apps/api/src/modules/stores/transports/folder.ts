import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkPath, isPart, partPath, splitPrefix } from './paths.ts';
import { sourceStream } from './source.ts';
import type { Transport } from './transport.ts';
import { TransportError } from './transport-error.ts';

/** Whether `dir` is `root` or inside it. */
const within = (root: string, dir: string) => dir === root || dir.startsWith(root + sep);

/**
 * A store's folder: `path` under DATA_DIR/deliveries/ when relative, DATA_DIR/deliveries/<store
 * id> when empty. An absolute path (a mounted share) must lie under DATA_DIR/deliveries or one
 * of the operator's `allowedRoots` (DELIVERY_FOLDER_ROOTS): an admin's setting never makes
 * Soundpost write, or count files, anywhere else on the disk.
 */
export function folderRoot(
  dataDir: string,
  storeId: string,
  path: string,
  allowedRoots: string[] = [],
): string {
  const base = resolve(dataDir, 'deliveries');
  if (isAbsolute(path)) {
    const root = resolve(path);
    if (![base, ...allowedRoots].some((allowed) => within(allowed, root))) {
      throw new TransportError(
        'not_allowed',
        `folder ${root} is outside the deliveries directory and DELIVERY_FOLDER_ROOTS`,
      );
    }
    return root;
  }
  const root = resolve(base, path || storeId);
  if (!root.startsWith(base + sep)) {
    throw new TransportError('invalid_path', `folder ${path} is outside the deliveries directory`);
  }
  return root;
}

function fsFailure(error: unknown): TransportError {
  const { code, message } = error as NodeJS.ErrnoException;
  if (error instanceof TransportError) return error;
  if (code === 'ENOENT') return new TransportError('not_found', message, { cause: error });
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new TransportError('permission', message, { cause: error });
  }
  if (code === 'ENOTDIR' || code === 'EISDIR') {
    return new TransportError('invalid_path', message, { cause: error });
  }
  // Disk full, I/O errors, a share gone away: may pass.
  return new TransportError('server', message, { cause: error });
}

/** Deliveries written to a directory on this machine (self-hosting, tests, a mounted share). */
export function folderTransport(root: string): Transport {
  const full = (path: string) => join(root, checkPath(path));

  return {
    kind: 'folder',
    describe: () => `folder ${root}`,

    async put(path, source) {
      const target = full(path);
      const part = partPath(target);
      try {
        await mkdir(dirname(target), { recursive: true });
        // A local file is copied by the system (copy_file_range, a reflink where the disk can).
        if (typeof source === 'string') await copyFile(source, part);
        else await pipeline(sourceStream(source), createWriteStream(part));
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true });
        throw fsFailure(error);
      }
    },

    async list(prefix) {
      const { dir, name } = splitPrefix(prefix);
      let entries;
      try {
        entries = await readdir(join(root, dir), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw fsFailure(error);
      }
      return entries
        .filter((e) => e.isFile() && e.name.startsWith(name) && !isPart(e.name))
        .map((e) => dir + e.name)
        .sort();
    },

    async read(path) {
      try {
        return await readFile(full(path));
      } catch (error) {
        throw fsFailure(error);
      }
    },

    async remove(path) {
      try {
        await rm(full(path), { force: true });
      } catch (error) {
        throw fsFailure(error);
      }
    },

    close: async () => undefined,
  };
}
