import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config.ts';
import { checkKey, checkPrefix } from './keys.ts';
import { createS3Client, s3Status } from './s3-client.ts';
import { StorageObjectMissingError, StorageRangeError, type Storage } from './types.ts';

/** Parts of 8 MiB, four at a time: a 100 MB file streams through in about 32 MiB of memory. */
const partSize = 8 * 1024 * 1024;
const queueSize = 4;

/**
 * Objects in an S3-compatible bucket, private (no ACL is ever set). Writes are atomic on S3's
 * side: an object appears whole when its PUT or multipart upload completes, and a failed
 * multipart upload is aborted, so nothing half-written is ever visible.
 */
export function s3Storage(settings: S3Settings, opts: { tmpDir?: string } = {}): Storage {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;

  async function headSize(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (s3Status(error) === 404) return undefined;
      throw error;
    }
  }

  async function put(key: string, body: Buffer | Readable) {
    const upload = new Upload({
      client,
      params: { Bucket, Key: checkKey(key), Body: body },
      partSize,
      queueSize,
    });
    await upload.done();
  }

  async function list(prefix: string) {
    const keys: string[] = [];
    const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: checkPrefix(prefix) });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    }
    return keys;
  }

  async function download(key: string, path: string) {
    const object = await get(key);
    if (!object) throw new StorageObjectMissingError(key);
    await pipeline(object.stream, createWriteStream(path, { flags: 'wx' }));
  }

  async function get(key: string, range?: { start: number; end?: number }) {
    const Range = range && `bytes=${range.start}-${range.end ?? ''}`;
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key), Range }));
      const contentLength = res.ContentLength ?? 0;
      const stream = res.Body as Readable;
      const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? '');
      if (!range || !match) return { stream, size: contentLength, contentLength };
      const [, start, end, size] = match.map(Number) as [number, number, number, number];
      return { stream, size, contentLength, range: { start, end } };
    } catch (error) {
      const status = s3Status(error);
      if (status === 404) return undefined;
      if (status === 416) throw new StorageRangeError((await headSize(key)) ?? 0);
      throw error;
    }
  }

  return {
    describe: () => ({ kind: 's3', bucket: Bucket, endpoint: settings.endpoint }),

    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = s3Status(error) ?? (error as Error).message;
        throw new Error(`S3 bucket ${Bucket} at ${settings.endpoint} cannot be used (${reason})`, {
          cause: error,
        });
      }
    },
    put,

    async putFile(key, sourcePath) {
      await put(key, createReadStream(sourcePath));
      await unlink(sourcePath);
    },

    get,

    exists: async (key) => (await headSize(checkKey(key))) !== undefined,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    list,

    async deletePrefix(prefix) {
      const keys = await list(prefix);
      // DeleteObjects takes at most 1,000 keys a call.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
      return keys.length;
    },

    presignGet: (key, seconds) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checkKey(key) }), {
        expiresIn: seconds,
      }),

    async withLocalFile(key, fn) {
      checkKey(key);
      // One private directory per call, removed whatever happens: no media outlives the job.
      const dir = await mkdtemp(join(opts.tmpDir ?? tmpdir(), 'soundpost-'));
      try {
        const path = join(dir, 'object');
        await download(key, path);
        return await fn(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
