import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How the stand-in answers the next requests. */
export type ImagesMode =
  /** `b64_json` images; at most `perRequest` of them whatever `n` asks (some servers give one). */
  | { kind: 'images'; perRequest?: number; as?: 'b64_json' | 'url' }
  | { kind: 'status'; status: number }
  | { kind: 'silent' }
  | { kind: 'malformed' };

/** A 1024x1024 WebP of one colour, as image models answer (the `n`-th image a shade apart). */
export const modelImage = (n: number) =>
  sharp({
    create: { width: 1024, height: 1024, channels: 3, background: { r: 40 * n, g: 90, b: 160 } },
  })
    .webp()
    .toBuffer();

/**
 * A stand-in for an OpenAI-compatible images server (what LocalAI and hosted image models
 * serve) on 127.0.0.1: `POST /v1/images/generations` answers `{created, data: [{b64_json}]}`,
 * or `{data: [{url}]}` whose images it serves at `/files/N.webp`. It records each request and
 * can answer an error status, say nothing at all, or answer something that is no images list.
 */
export async function startImagesStandIn() {
  let mode: ImagesMode = { kind: 'images' };
  let served = 0;
  const requests: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', async () => {
      const file = /^\/files\/(\d+)\.webp$/.exec(req.url ?? '');
      if (req.method === 'GET' && file) {
        res.writeHead(200, { 'content-type': 'image/webp' }).end(await modelImage(+file[1]!));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/images/generations') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(parts).toString() || '{}') as Record<string, unknown>;
      requests.push({ headers: req.headers, body });
      const current = mode;
      if (current.kind === 'silent') {
        open.add(res);
        return; // not even the headers
      }
      if (current.kind === 'status') {
        res.writeHead(current.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'busy', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      if (current.kind === 'malformed') {
        res.end(JSON.stringify({ created: 1, images: 'none' }));
        return;
      }
      const count = Math.min(Number(body.n ?? 1), current.perRequest ?? Infinity);
      const data = [];
      for (let i = 0; i < count; i++) {
        const n = served++;
        data.push(
          current.as === 'url'
            ? { url: `${url.replace(/\/v1$/, '')}/files/${n}.webp` }
            : { b64_json: (await modelImage(n)).toString('base64') },
        );
      }
      res.end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    requests,
    answer(next: ImagesMode) {
      mode = next;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
