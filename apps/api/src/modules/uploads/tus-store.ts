import { join } from 'node:path';
import { CopyObjectCommand, DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { ERRORS, type DataStore } from '@tus/utils';
import type { S3Settings } from '../../config.ts';
import type { AppContext } from '../../lib/context.ts';
import { s3ClientConfig } from '../../lib/storage/s3-client.ts';

/** Where tus keeps uploads while their bytes arrive, and how finished bytes reach storage. */
export type TusStore = {
  datastore: DataStore;
  /** Puts the finished bytes of upload `id` at `key` in storage; the tus copy is gone after. */
  moveFinished: (id: string, key: string) => Promise<void>;
  /** Forgets an unfinished upload's bytes (parts, info), whatever state they are in. */
  remove: (id: string) => Promise<void>;
};

/** tus on S3 (every instance sees every upload) when S3 is configured, else on local disk. */
export function createTusStore(ctx: AppContext): TusStore {
  return ctx.config.s3 ? s3TusStore(ctx.config.s3) : fileTusStore(ctx);
}

/** The upload's bytes and an info file under DATA_DIR/files/tus (one process, or a restart). */
function fileTusStore(ctx: AppContext): TusStore {
  const directory = join(ctx.config.dataDir, 'files', 'tus');
  const datastore = new FileStore({ directory });
  return {
    datastore,
    async moveFinished(id, key) {
      await ctx.storage.putFile(key, join(directory, id));
      // The info file would only answer for a file that is gone.
      await datastore.configstore.delete(id);
    },
    async remove(id) {
      await datastore.remove(id).catch(async (error: unknown) => {
        if (error !== ERRORS.FILE_NOT_FOUND) throw error;
        await datastore.configstore.delete(id);
      });
    },
  };
}

/**
 * tus's S3 store: each PATCH becomes parts of an S3 multipart upload (`<id>`, with `<id>.info`
 * for its metadata and `<id>.part` for a tail under S3's 5 MiB part minimum), in the bucket
 * storage uses. The finished object is copied to its storage key inside S3, never downloaded.
 */
function s3TusStore(settings: S3Settings): TusStore {
  const client = new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;
  const leftovers = (id: string) => [id, `${id}.info`, `${id}.part`].map((Key) => ({ Key }));
  const deleteLeftovers = (id: string) =>
    client.send(
      new DeleteObjectsCommand({ Bucket, Delete: { Objects: leftovers(id), Quiet: true } }),
    );

  // tus's own removal (a client's DELETE) leaves the `.part` object behind.
  class Store extends S3Store {
    override async remove(id: string) {
      await super.remove(id);
      await deleteLeftovers(id);
    }
  }
  const datastore = new Store({
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: { bucket: Bucket, ...s3ClientConfig(settings) },
  });

  return {
    datastore,
    async moveFinished(id, key) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: key,
          CopySource: `${Bucket}/${encodeURIComponent(id)}`,
        }),
      );
      await deleteLeftovers(id);
    },
    async remove(id) {
      // An upload whose info is gone already may still have objects left: those go too.
      await datastore.remove(id).catch(async (error: unknown) => {
        if (error !== ERRORS.FILE_NOT_FOUND) throw error;
        await deleteLeftovers(id);
      });
    },
  };
}
