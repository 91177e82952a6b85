import { createReadStream } from 'node:fs';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3TransportSettings } from '@soundpost/contracts/stores';
import { createS3Client, s3Status } from '../../../lib/storage/s3-client.ts';
import { fencedLookup, type AddressFence } from './address-fence.ts';
import { checkPath, isPart, splitPrefix } from './paths.ts';
import type { Transport } from './transport.ts';
import { networkFailure, TransportError } from './transport-error.ts';

/** Parts of 8 MiB, four at a time, as the storage's S3 uploads. */
const partSize = 8 * 1024 * 1024;
const queueSize = 4;
/** Bounded waits: a dead endpoint fails the call instead of holding the delivery job. */
const connectionTimeout = 10_000;
const requestTimeout = 60_000;

function s3Failure(error: unknown): TransportError {
  if (error instanceof TransportError) return error;
  const network = networkFailure(error);
  if (network) return network;
  const { name, message } = error as Error;
  const status = s3Status(error);
  const fail = (failure: ConstructorParameters<typeof TransportError>[0]) =>
    new TransportError(failure, `${name}: ${message}`, { cause: error });
  if (name === 'TimeoutError' || name === 'RequestTimeout') return fail('timeout');
  if (status === undefined || status >= 500 || status === 429) return fail('server');
  if (name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch') return fail('auth');
  if (status === 401 || status === 403) return fail('permission');
  if (name === 'NoSuchKey') return fail('not_found');
  // NoSuchBucket, a wrong region or endpoint, and other refusals: the settings are wrong.
  return fail('settings');
}

/**
 * Deliveries written to an S3-compatible bucket under `prefix`. An object appears whole when
 * its PUT or multipart upload completes, and a failed multipart upload is aborted, so readers
 * never see a partial file (no `.part` step needed).
 */
export function s3Transport(
  settings: S3TransportSettings,
  secretAccessKey: string,
  fence: AddressFence,
): Transport {
  // Every connection's name is resolved through the fence, so a name that later points at a
  // private address (DNS rebinding) is refused too.
  const lookup = fencedLookup(fence);
  const client = createS3Client(
    {
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      accessKeyId: settings.accessKeyId,
      secretAccessKey,
    },
    {
      requestHandler: {
        connectionTimeout,
        requestTimeout,
        httpAgent: new HttpAgent({ keepAlive: true, lookup }),
        httpsAgent: new HttpsAgent({ keepAlive: true, lookup }),
      },
    },
  );
  const Bucket = settings.bucket;
  const root =
    settings.prefix && !settings.prefix.endsWith('/') ? `${settings.prefix}/` : settings.prefix;
  const key = (path: string) => root + checkPath(path);

  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw s3Failure(error);
    }
  };

  return {
    kind: 's3',
    describe: () => `s3 ${settings.endpoint ?? settings.region} bucket ${Bucket}/${root}`,

    put: (path, source) =>
      call(async () => {
        const Body = typeof source === 'string' ? createReadStream(source) : source;
        const upload = new Upload({
          client,
          params: { Bucket, Key: key(path), Body },
          partSize,
          queueSize,
        });
        await upload.done();
      }),

    list: (prefix) =>
      call(async () => {
        const { dir } = splitPrefix(prefix);
        const paths: string[] = [];
        const pages = paginateListObjectsV2(
          { client },
          { Bucket, Prefix: root + prefix, Delimiter: '/' },
        );
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            const path = object.Key?.slice(root.length);
            if (path && path.length > dir.length && !isPart(path)) paths.push(path);
          }
        }
        return paths.sort();
      }),

    read: (path) =>
      call(async () => {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(path) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      }),

    remove: (path) =>
      call(async () => {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key(path) }));
      }),

    close: async () => client.destroy(),
  };
}
