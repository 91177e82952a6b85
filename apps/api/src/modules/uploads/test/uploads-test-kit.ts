import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse as Response } from 'fastify';
import sharp from 'sharp';
import { Upload as TusUpload, type UploadOptions } from 'tus-js-client';
import { expect } from 'vitest';
import type { Upload } from '@soundpost/contracts/uploads';
import { request, testOrigin, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/factories.ts';

export type Api = ReturnType<typeof request>;

/** A new user with a signed-in client (and the cookie, for clients other than inject). */
export async function signedIn(t: TestApp) {
  const user = await createUser(t);
  const cookie = await signIn(t, user);
  return { user, cookie, api: request(t.app, cookie) };
}

/** A picture with some detail, so encoders do real work. */
export function makeImage(width: number, height: number) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 3}" fill="#e63"/></svg>`;
  return sharp({ create: { width, height, channels: 3, background: '#369' } }).composite([
    { input: Buffer.from(svg) },
  ]);
}

/** A valid PNG that claims a huge 1-bit canvas: tiny on disk, gigabytes once decoded. */
export function makePngBomb(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length, 0);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body), 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const rows = Buffer.alloc((1 + Math.ceil(size / 8)) * size);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipart(file: Buffer, filename: string, type = 'application/octet-stream') {
  const boundary = `----soundpost${crypto.randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /v1/uploads/artwork with the file, through app.inject. */
export function postArtwork(t: TestApp, cookie: string | undefined, file: Buffer, name: string) {
  const body = multipart(file, name, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/v1/uploads/artwork',
    payload: body.payload,
    headers: { ...body.headers, origin: testOrigin, ...(cookie && { cookie }) },
  });
}

/**
 * Sends `file` with tus-js-client (the web app's client). `promise` resolves with the upload id
 * (the last segment of its URL) once every byte is in; `upload` can abort it.
 */
export function tusUpload(
  endpoint: string,
  cookie: string,
  file: Buffer,
  options: Partial<UploadOptions> = {},
) {
  let upload!: TusUpload;
  const promise = new Promise<{ id: string }>((resolve, reject) => {
    upload = new TusUpload(file, {
      endpoint,
      headers: { cookie },
      metadata: { filename: 'track.wav', filetype: 'audio/wav' },
      retryDelays: [],
      storeFingerprintForResuming: false,
      ...options,
      onError: reject,
      onSuccess: () => resolve({ id: upload.url!.split('/').pop()! }),
    });
    upload.start();
  });
  return { upload, promise };
}

/** Raw tus requests (fetch) against a listening server at `base`. */
export function tusClient(base: string) {
  return (
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: RequestInit['body'],
    signal?: AbortSignal,
  ) =>
    fetch(url.startsWith('http') ? url : `${base}${url}`, {
      method,
      headers: { 'tus-resumable': '1.0.0', ...headers },
      body,
      signal,
      ...(body && { duplex: 'half' }),
    } as RequestInit);
}

const settled = new Set(['complete', 'failed']);

/** Polls GET /v1/uploads/:id until the upload is complete or failed. */
export async function waitForUpload(api: Api, id: string, timeoutMs = 30_000): Promise<Upload> {
  const started = Date.now();
  for (;;) {
    const res: Response = await api.get(`/v1/uploads/${id}`);
    expect(res.statusCode).toBe(200);
    const upload = res.json<Upload>();
    if (settled.has(upload.status)) return upload;
    if (Date.now() - started > timeoutMs) throw new Error(`upload ${id} is still ${upload.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
