import { describe, expect, it } from 'vitest';
import { addressFence, fencedAddress, fencedLookup } from './address-fence.ts';
import { openTransport } from './open-transport.ts';
import type { TransportError } from './transport-error.ts';
import { storeRow, transportContext } from '../test/transports-test-kit.ts';

const closed = addressFence({ allowedNetworks: [] });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: TransportError) => error.failure,
  );

// Nothing here sends a packet: refused addresses are never contacted, public ones are IP
// literals (returned as they are), and `localhost` resolves from /etc/hosts.
describe('address fence', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.16.4.4',
    '192.168.1.20',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    '::',
    '::ffff:127.0.0.1',
    'fd00::1',
    'fe80::1',
    'localhost',
  ])('refuses %s unless its network is allowed', async (host) => {
    expect(await refusal(fencedAddress(closed, host))).toBe('not_allowed');
  });

  it('lets public addresses and allowed networks through', async () => {
    expect(await fencedAddress(closed, '93.184.215.14')).toBe('93.184.215.14');
    expect(await fencedAddress(closed, '2606:4700::6810:85e5')).toBe('2606:4700::6810:85e5');
    const loopback = addressFence({ allowedNetworks: ['127.0.0.0/8', '::1/128'] });
    expect(await fencedAddress(loopback, '127.0.0.1')).toBe('127.0.0.1');
    expect(await fencedAddress(loopback, '[::1]')).toBe('::1');
    expect(await refusal(fencedAddress(loopback, '10.0.0.5'))).toBe('not_allowed');
  });

  it('refuses a fenced DNS answer when an HTTP agent resolves a name (rebinding)', async () => {
    const lookup = fencedLookup(closed);
    const error = await new Promise((resolve) => lookup('localhost', {}, (e) => resolve(e)));
    expect(error).toMatchObject({ failure: 'not_allowed' });
  });

  it('refuses SFTP hosts and S3 endpoints on loopback when the operator has not allowed it', async () => {
    const ctx = await transportContext({ allowedNetworks: [] });
    const sftp = storeRow(
      ctx,
      'sftp',
      {
        host: '127.0.0.1',
        port: 22,
        username: 'x',
        path: '',
        hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
      },
      { password: 'x' },
    );
    const s3 = storeRow(
      ctx,
      's3',
      {
        bucket: 'deliveries',
        prefix: '',
        region: 'us-east-1',
        accessKeyId: 'k',
        forcePathStyle: true,
        endpoint: 'http://localhost:9000',
      },
      { secretAccessKey: 's' },
    );
    expect(await refusal(openTransport(ctx, sftp))).toBe('not_allowed');
    expect(await refusal(openTransport(ctx, s3))).toBe('not_allowed');
  });
});
