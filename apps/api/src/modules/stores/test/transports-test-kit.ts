import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { TransportSecrets } from '@soundpost/contracts/stores';
import type { DeliveryFence } from '../../../config.ts';
import type { StoreRow } from '../stores.table.ts';
import type { SftpServer } from '../../../test/sftp-server.ts';
import { sealTransportSecret } from '../transports/secrets.ts';
import type { TransportContext, TransportStore } from '../transports/open-transport.ts';

/**
 * A context with its own DATA_DIR and a test encryption key. Loopback is allowed explicitly:
 * the tests' SFTP and S3 servers listen there (`allowedNetworks` overrides it).
 */
export async function transportContext(
  fence: Partial<DeliveryFence> = {},
): Promise<TransportContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'soundpost-transports-'));
  return {
    config: {
      dataDir,
      encryptionKeys: [{ id: 'test', secret: 'k'.repeat(32) }],
      deliveryFence: { folderRoots: [], allowedNetworks: loopbackNetworks, ...fence },
    },
  };
}

/** The networks of this machine's loopback interface, which the test servers listen on. */
export const loopbackNetworks = ['127.0.0.0/8', '::1/128'];

/** A store row for openTransport, its secrets sealed as the admin API stores them. */
export function storeRow(
  ctx: TransportContext,
  transport: StoreRow['transport'],
  transportSettings: StoreRow['transportSettings'],
  secrets: TransportSecrets = {},
): TransportStore {
  const transportSecrets = Object.fromEntries(
    Object.entries(secrets).map(([name, value]) => [name, sealTransportSecret(ctx.config, value)]),
  );
  return { id: 'test-store', transport, transportSettings, transportSecrets };
}

/** The settings of an SFTP store on the throwaway server, signing in with its key. */
export function sftpStore(
  ctx: TransportContext,
  server: SftpServer,
  overrides: Record<string, string | number> = {},
  secrets: TransportSecrets = { privateKey: server.privateKey },
) {
  return storeRow(
    ctx,
    'sftp',
    {
      host: server.host,
      port: server.port,
      username: server.username,
      path: server.root,
      hostKeyFingerprint: server.hostKeyFingerprint,
      ...overrides,
    },
    secrets,
  );
}

/**
 * `size` bytes made on the fly in 64 KiB chunks, and their SHA-256 once sent. `pauseAt`:
 * after that many bytes, waits for the promise it returns before sending the rest.
 */
export function generated(size: number, pauseAt?: { bytes: number; run: () => Promise<unknown> }) {
  const chunk = 64 * 1024;
  const hash = createHash('sha256');
  let sent = 0;
  let paused = false;
  const next = (stream: Readable) => {
    if (sent >= size) return void stream.push(null);
    const block = Buffer.alloc(Math.min(chunk, size - sent), sent % 251);
    hash.update(block);
    sent += block.length;
    stream.push(block);
  };
  const stream = new Readable({
    read() {
      if (pauseAt && !paused && sent >= pauseAt.bytes) {
        paused = true;
        void pauseAt.run().then(() => next(this));
        return;
      }
      next(this);
    },
  });
  return { stream, digest: () => hash.digest('hex'), sent: () => sent };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
