import sharp from 'sharp';
import { expect } from 'vitest';
import type { SmartLink, SmartLinkDetail } from '@soundpost/contracts/smart-links';
import { request, type TestApp } from '../../../test/app.ts';
import type { UserOptions } from '../../../test/factories.ts';
import * as releasesRepo from '../../releases/releases.repository.ts';
import { readyRelease, signedIn } from '../../releases/test/releases-test-kit.ts';

let upcs = 0;

/**
 * A signed-in artist with a live release (Spotify and Deezer), its artwork's 600 px preview in
 * storage, and the default smart link the list makes for it.
 */
export async function artistWithLink(t: TestApp, opts: UserOptions = {}) {
  const { user, api } = await signedIn(t, opts);
  const { release } = await readyRelease(t, api, user.id);
  upcs += 1;
  await releasesRepo.updateRelease(t.db, release.id, {
    status: 'live',
    upc: `19${String(Date.now() % 1e8).padStart(8, '0')}${String(upcs).padStart(2, '0')}`,
  });
  await storeArtworkPreview(t);
  const list = await api.get('/v1/smart-links');
  expect(list.statusCode, list.body).toBe(200);
  const summary = (list.json().items as SmartLink[]).find((l) => l.releaseId === release.id)!;
  const link = (await api.get(`/v1/smart-links/${summary.id}`)).json() as SmartLinkDetail;
  return { user, api, release, link };
}

/** The 600 px WebP preview the test artwork upload points at (`thumb-600`), in storage. */
export async function storeArtworkPreview(t: TestApp, background = '#3355aa') {
  const preview = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
    .webp()
    .toBuffer();
  await t.app.ctx.storage.put('thumb-600', preview);
}

/** A visitor without a session, from an address of their own, as a browser. */
export function visitor(t: TestApp, ip: string, extra: Record<string, string> = {}) {
  const anonymous = request(t.app);
  const headers = {
    'x-forwarded-for': ip,
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    ...extra,
  };
  return { get: (url: string) => anonymous.get(url, headers) };
}
