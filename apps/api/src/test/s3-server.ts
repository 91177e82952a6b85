import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { buildApp } from 'fauxqs';

type S3Env = Record<
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE',
  string
>;

/** The parts of fauxqs's in-memory S3 model this fixture reads (fauxqs is pinned for it). */
type Part = { partNumber: number; body: Buffer; etag: string; lastModified: Date };
type MultipartUpload = {
  uploadId: string;
  bucket: string;
  key: string;
  initiated: Date;
  parts: Map<number, Part>;
};
type FauxS3Store = {
  persistence?: unknown;
  createBucket: (name: string) => void;
  multipartUploads: Map<string, MultipartUpload>;
};

const bucket = 'soundpost-test';
const xmlns = 'http://s3.amazonaws.com/doc/2006-03-01/';
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real S3-compatible server on 127.0.0.1 (random port) for tests: fauxqs, with a bucket made,
 * its objects written through to a temporary directory that `close()` removes. fauxqs lacks
 * ListParts and ListMultipartUploads, which the tus S3 store calls; this fixture answers them
 * from fauxqs's own multipart state (see docs/decisions/010).
 */
export async function startS3Server(): Promise<{ env: S3Env; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-s3-'));
  // fauxqs exports only its app builder; its store and file persistence are reached by path.
  const dist = import.meta.resolve('fauxqs');
  const { S3Store } = (await import(new URL('./s3/s3Store.js', dist).href)) as {
    S3Store: new () => FauxS3Store;
  };
  const { FileS3Persistence } = (await import(new URL('./s3/fileS3Persistence.js', dist).href)) as {
    FileS3Persistence: new (dir: string) => unknown;
  };
  const s3Store = new S3Store();
  s3Store.persistence = new FileS3Persistence(dir);
  s3Store.createBucket(bucket);

  const app = buildApp({ logger: false, stores: { s3Store } as never });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const url = new URL(request.url, 'http://s3');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    if (key && uploadId && !url.searchParams.has('partNumber')) {
      return listParts(reply, s3Store.multipartUploads.get(uploadId), url.searchParams);
    }
    if (!key && url.searchParams.has('uploads')) {
      return listMultipartUploads(reply, s3Store, bucketName, url.searchParams);
    }
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    env: {
      S3_ENDPOINT: address,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function sendXml(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function noSuchUpload(reply: FastifyReply) {
  return sendXml(
    reply,
    404,
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
  );
}

function listParts(
  reply: FastifyReply,
  upload: MultipartUpload | undefined,
  query: URLSearchParams,
) {
  if (!upload) return noSuchUpload(reply);
  const marker = Number(query.get('part-number-marker') ?? 0);
  const max = Math.min(Number(query.get('max-parts') ?? 1000), 1000);
  const all = [...upload.parts.values()]
    .filter((p) => p.partNumber > marker)
    .sort((a, b) => a.partNumber - b.partNumber);
  const parts = all.slice(0, max);
  const truncated = all.length > parts.length;
  const next = parts.at(-1)?.partNumber ?? marker;
  return sendXml(
    reply,
    200,
    `<ListPartsResult xmlns="${xmlns}"><Bucket>${escapeXml(upload.bucket)}</Bucket>` +
      `<Key>${escapeXml(upload.key)}</Key><UploadId>${upload.uploadId}</UploadId>` +
      `<PartNumberMarker>${marker}</PartNumberMarker>` +
      `<NextPartNumberMarker>${next}</NextPartNumberMarker><MaxParts>${max}</MaxParts>` +
      `<IsTruncated>${truncated}</IsTruncated>` +
      parts
        .map(
          (p) =>
            `<Part><PartNumber>${p.partNumber}</PartNumber>` +
            `<LastModified>${p.lastModified.toISOString()}</LastModified>` +
            `<ETag>${escapeXml(p.etag)}</ETag><Size>${p.body.length}</Size></Part>`,
        )
        .join('') +
      '</ListPartsResult>',
  );
}

function listMultipartUploads(
  reply: FastifyReply,
  store: FauxS3Store,
  bucketName: string,
  query: URLSearchParams,
) {
  const prefix = query.get('prefix') ?? '';
  const uploads = [...store.multipartUploads.values()]
    .filter((u) => u.bucket === bucketName && u.key.startsWith(prefix))
    .sort((a, b) => a.key.localeCompare(b.key));
  return sendXml(
    reply,
    200,
    `<ListMultipartUploadsResult xmlns="${xmlns}"><Bucket>${escapeXml(bucketName)}</Bucket>` +
      `<Prefix>${escapeXml(prefix)}</Prefix><MaxUploads>1000</MaxUploads>` +
      '<IsTruncated>false</IsTruncated>' +
      uploads
        .map(
          (u) =>
            `<Upload><Key>${escapeXml(u.key)}</Key><UploadId>${u.uploadId}</UploadId>` +
            `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
        )
        .join('') +
      '</ListMultipartUploadsResult>',
  );
}
