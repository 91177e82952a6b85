import { join } from 'node:path';
import type { Config } from '../config.ts';
import { localDiskStorage } from './storage/local-disk.ts';
import { s3Storage } from './storage/s3.ts';

export type { ByteRange, Storage, StoredObject } from './storage/types.ts';
export { StorageObjectMissingError, StorageRangeError } from './storage/types.ts';
export { StorageKeyError } from './storage/keys.ts';
export { localDiskStorage, s3Storage };

/**
 * The storage the configuration names: the S3 bucket when S3_* is set, else local disk under
 * DATA_DIR/files. Build it once per process (it is `ctx.storage`).
 */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>) {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(join(config.dataDir, 'files'));
}
