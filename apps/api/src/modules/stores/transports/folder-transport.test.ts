import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderRoot } from './folder.ts';
import { openTransport, type TransportContext } from './open-transport.ts';
import { TransportError } from './transport-error.ts';
import { storeRow, transportContext } from '../test/transports-test-kit.ts';

let ctx: TransportContext;
beforeAll(async () => {
  ctx = await transportContext();
});
afterAll(() => rm(ctx.config.dataDir, { recursive: true, force: true }));

describe('folder transport root', () => {
  it('defaults to DATA_DIR/deliveries/<store id> and keeps relative paths under deliveries', () => {
    expect(folderRoot('/data', 'spotify', '')).toBe('/data/deliveries/spotify');
    expect(folderRoot('/data', 'spotify', 'dsp/spotify')).toBe('/data/deliveries/dsp/spotify');
    expect(folderRoot('/data', 'spotify', '/data/deliveries/x/')).toBe('/data/deliveries/x');
  });

  it('takes an absolute path only under deliveries or an allowed root', () => {
    const roots = ['/mnt/share'];
    expect(folderRoot('/data', 'spotify', '/mnt/share/spotify/', roots)).toBe('/mnt/share/spotify');
    for (const path of ['/etc', '/', '/data', '/data/db', '/mnt/shared', '/mnt/share/../../etc']) {
      expect(() => folderRoot('/data', 'spotify', path, roots), path).toThrow(
        expect.objectContaining({ failure: 'not_allowed', retryable: false }),
      );
    }
  });

  it.each(['..', '../other', 'a/../../x', '.'])('refuses the relative path %s', (path) => {
    expect(() => folderRoot('/data', 'spotify', path)).toThrow(TransportError);
  });

  it('refuses settings that climb out of the deliveries directory', async () => {
    const store = storeRow(ctx, 'folder', { path: '../../etc' });
    const error = await openTransport(ctx, store).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).retryable).toBe(false);
  });

  it('writes where its settings say', async () => {
    const transport = await openTransport(ctx, storeRow(ctx, 'folder', { path: 'custom/place' }));
    expect(transport.describe()).toBe(
      `folder ${join(ctx.config.dataDir, 'deliveries/custom/place')}`,
    );
    await transport.put('a.xml', Buffer.from('a'));
    expect(await transport.list('')).toEqual(['a.xml']);
  });
});
