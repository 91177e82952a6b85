import { once } from 'node:events';
import { readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLimits } from '@soundpost/contracts/uploads';
import { createTestApp, testOrigin, type TestApp } from '../../test/app.ts';
import { uploadUsage } from './uploads.table.ts';
import { makeImage, multipart, signedIn } from './test/uploads-test-kit.ts';

const MB = 1024 * 1024;
const boundary = 'soundpost-test-boundary';
const filePartHead =
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';

let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  cookie = (await signedIn(t)).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

type RawAnswer = { status: number; body: string; sentWhenAnswered: number; closed: boolean };

/**
 * POSTs artwork over a raw socket, sending `bodyBytes` of file content (after the part
 * headers) in 64 KB pieces for as long as the server has not answered, either with a
 * Content-Length for the whole body or chunked. Says how much was sent when the answer
 * arrived and whether the server closed the connection.
 */
async function rawArtworkPost(opts: {
  bodyBytes: number;
  chunked: boolean;
  cookie?: string;
}): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {}); // writes after the server closed: expected
  await once(socket, 'connect');
  const length = Buffer.byteLength(filePartHead) + opts.bodyBytes;
  socket.write(
    'POST /v1/uploads/artwork HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Origin: ${testOrigin}\r\nCookie: ${opts.cookie ?? cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      (opts.chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
      '\r\n',
  );
  let sent = 0;
  let sentWhenAnswered: number | undefined;
  let response = '';
  socket.on('data', (data: Buffer) => {
    sentWhenAnswered ??= sent;
    response += data.toString('latin1');
  });
  let closed = false;
  // events.once rejects on 'error': a closed socket's EPIPE is how a write ends here.
  const closing = once(socket, 'close').then(
    () => (closed = true),
    () => (closed = true),
  );
  const drained = () => once(socket, 'drain').catch(() => undefined);
  const frame = (piece: Buffer) =>
    opts.chunked
      ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
      : piece;

  const piece = Buffer.alloc(64 * 1024, 0x5a);
  socket.write(frame(Buffer.from(filePartHead)));
  while (sent < opts.bodyBytes && sentWhenAnswered === undefined && !closed) {
    sent += piece.length;
    if (!socket.write(frame(piece))) {
      await Promise.race([drained(), closing, new Promise((r) => setTimeout(r, 200))]);
    }
  }
  await Promise.race([closing, new Promise((r) => setTimeout(r, 5000))]);
  socket.destroy();
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    body,
    sentWhenAnswered: sentWhenAnswered ?? sent,
    closed,
  };
}

async function receivingDirIsEmpty() {
  const files = await readdir(join(t.config.dataDir, 'tmp')).catch(() => []);
  expect(files).toEqual([]);
}

describe('POST /v1/uploads/artwork, streamed', () => {
  it('answers 413 to a 200 MB body from its Content-Length, before reading it, and closes', async () => {
    const answer = await rawArtworkPost({ bodyBytes: 200 * MB, chunked: false });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'artwork_too_large',
      params: { max: '20 MB' },
    });
    expect(answer.sentWhenAnswered).toBeLessThan(20 * MB);
    expect(answer.closed).toBe(true);
    await receivingDirIsEmpty();
  });

  it('answers 413 to a 2 GB chunked body once 20 MB have arrived, and closes', async () => {
    const answer = await rawArtworkPost({ bodyBytes: 2048 * MB, chunked: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'artwork_too_large' });
    // The limit plus what the sockets' buffers held when the server stopped reading.
    expect(answer.sentWhenAnswered).toBeGreaterThanOrEqual(uploadLimits.artwork.maxBytes);
    expect(answer.sentWhenAnswered).toBeLessThan(uploadLimits.artwork.maxBytes + 32 * MB);
    expect(answer.closed).toBe(true);
    await receivingDirIsEmpty();
  });

  it('answers 429 without reading the body when the day is used up, and closes', async () => {
    const user = await signedIn(t);
    const day = t.clock.now().toISOString().slice(0, 10);
    await t.db.insert(uploadUsage).values({ ownerId: user.user.id, day, bytes: 10 * 1024 * MB });
    const answer = await rawArtworkPost({ bodyBytes: 2048 * MB, chunked: true, ...user });
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'upload_limit_daily' });
    expect(answer.sentWhenAnswered).toBeLessThan(20 * MB);
    expect(answer.closed).toBe(true);
  });

  it('answers 400 upload_incomplete to a multipart body that ends inside the file', async () => {
    const png = await makeImage(1500, 1500).png().toBuffer();
    const whole = multipart(png, 'cover.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads/artwork',
      payload: whole.payload.subarray(0, whole.payload.length / 2),
      headers: { ...whole.headers, origin: testOrigin, cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'upload_incomplete',
      message: 'The file did not arrive complete. Please try again.',
    });
    await receivingDirIsEmpty();
  });

  it('answers 400 to malformed multipart bodies', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/uploads/artwork',
        payload,
        headers: { 'content-type': contentType, origin: testOrigin, cookie },
      });
    const answers = await Promise.all([
      post('multipart/form-data', `--x\r\n${filePartHead}`),
      post(`multipart/form-data; boundary=${boundary}`, 'no multipart here at all'),
      post(`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nbroken header\r\n\r\nx`),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(['upload_incomplete', 'validation_failed']).toContain(res.json().code);
    }
    await receivingDirIsEmpty();
  });
});
