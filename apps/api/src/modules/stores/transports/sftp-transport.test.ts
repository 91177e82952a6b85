import { readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import type { SftpTransportSettings } from '@soundpost/contracts/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/processes.ts';
import { startSftpServer, type SftpServer } from '../../../test/sftp-server.ts';
import { sftpTransport } from './sftp.ts';
import { openTransport, type TransportContext } from './open-transport.ts';
import { TransportError } from './transport-error.ts';
import { generated, sftpStore, sha256, transportContext } from '../test/transports-test-kit.ts';

let server: SftpServer;
let ctx: TransportContext;

beforeAll(async () => {
  server = await startSftpServer();
  ctx = await transportContext();
});
afterAll(async () => {
  await server?.close();
  await rm(ctx.config.dataDir, { recursive: true, force: true });
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransportError);
  return error as TransportError;
}

describe('SFTP transport against OpenSSH on loopback', () => {
  it('fails a put whose connection drops mid-upload as retryable, leaves no final file, and the retry succeeds', async () => {
    const transport = await openTransport(ctx, sftpStore(ctx, server));
    try {
      const size = 20 * 1024 * 1024;
      let dropped = 0;
      const first = generated(size, {
        bytes: 4 * 1024 * 1024,
        run: async () => (dropped = await server.dropSessions()),
      });
      const error = await failure(transport.put('drop/01.flac', first.stream));
      expect(dropped).toBeGreaterThan(0);
      expect(first.sent()).toBeLessThan(size);
      expect(error.retryable).toBe(true);
      expect(error.failure).toBe('connection');
      expect(await readdir(`${server.root}/drop`)).not.toContain('01.flac');

      // The same transport connects again for the retry.
      const retry = generated(size);
      await transport.put('drop/01.flac', retry.stream);
      expect(sha256(await transport.read('drop/01.flac'))).toBe(retry.digest());
      expect(await readdir(`${server.root}/drop`)).toEqual(['01.flac']);
    } finally {
      await transport.close();
    }
  });

  it('refuses a server whose host key is not the configured one', async () => {
    const wrong = `SHA256:${'A'.repeat(43)}`;
    const transport = await openTransport(
      ctx,
      sftpStore(ctx, server, { hostKeyFingerprint: wrong }),
    );
    const error = await failure(transport.list(''));
    expect(error.failure).toBe('host_key');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain(server.hostKeyFingerprint);
    await transport.close();
  });

  it('says a wrong password is not worth retrying', async () => {
    const transport = await openTransport(
      ctx,
      sftpStore(ctx, server, {}, { password: 'not-the-password' }),
    );
    const error = await failure(transport.put('x.xml', Buffer.from('x')));
    expect(error.failure).toBe('auth');
    expect(error.retryable).toBe(false);
    await transport.close();
  });

  it('says a refused connection is worth retrying', async () => {
    const transport = await openTransport(ctx, sftpStore(ctx, server, { port: await freePort() }));
    const error = await failure(transport.list(''));
    expect(error.failure).toBe('connection');
    expect(error.retryable).toBe(true);
    await transport.close();
  });

  it('says a root it cannot write under is a settings problem', async () => {
    await writeFile(`${server.root}/plain-file`, 'not a directory');
    const root = `${server.root}/plain-file/deliveries`;
    const transport = await openTransport(ctx, sftpStore(ctx, server, { path: root }));
    const error = await failure(transport.put('x.xml', Buffer.from('x')));
    expect(error.failure).toBe('settings');
    expect(error.retryable).toBe(false);
    await transport.close();
  });

  it('gives up on a server that never answers within the connect timeout, as retryable', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = sftpTransport(
      { ...sftpStore(ctx, server).transportSettings, port } as SftpTransportSettings,
      { privateKey: server.privateKey },
      { connectMs: 500, idleMs: 500 },
    );
    try {
      const error = await failure(transport.list(''));
      expect(error.failure).toBe('timeout');
      expect(error.retryable).toBe(true);
    } finally {
      await transport.close();
      silent.close();
    }
  });

  it('needs a password or a private key', async () => {
    const error = await failure(openTransport(ctx, sftpStore(ctx, server, {}, {})));
    expect(error.failure).toBe('settings');
  });
});
