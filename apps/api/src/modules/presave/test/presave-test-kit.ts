import { expect } from 'vitest';
import type { PresaveCampaign } from '@soundpost/contracts/presave';
import { request, testOrigin, type TestApp } from '../../../test/app.ts';
import { freshIp, type UserOptions } from '../../../test/factories.ts';
import type { SpotifyStandIn } from '../../../test/spotify-stand-in.ts';
import * as releasesRepo from '../../releases/releases.repository.ts';
import { dayFromNow, readyRelease, signedIn } from '../../releases/test/releases-test-kit.ts';
import { storeArtworkPreview } from '../../smart-links/test/smart-links-test-kit.ts';

let upcs = 0;

/** The stand-in's settings for the app: both Spotify hosts are the stand-in. */
export const spotifyEnv = (standIn: { url: string }) => ({
  SPOTIFY_CLIENT_ID: 'presave-client',
  SPOTIFY_CLIENT_SECRET: 'presave-client-secret',
  SPOTIFY_ACCOUNTS_URL: standIn.url,
  SPOTIFY_API_URL: standIn.url,
});

export const standInOptions = {
  clientId: 'presave-client',
  clientSecret: 'presave-client-secret',
  redirectUri: `${testOrigin}/spotify-auth`,
};

/**
 * A signed-in artist (Artist plan unless told) with an approved release, pre-save on from today,
 * out in 30 days, its artwork's preview in storage, and the campaign the list makes for it.
 */
export async function artistWithCampaign(t: TestApp, opts: UserOptions = {}) {
  const { user, api } = await signedIn(t, { plan: 'artist', ...opts });
  const { release } = await readyRelease(t, api, user.id, {
    presaveEnabled: true,
    presaveDate: dayFromNow(t, 0),
  });
  upcs += 1;
  const upc = `19${String(Date.now() % 1e8).padStart(8, '0')}${String(upcs).padStart(2, '0')}`;
  await releasesRepo.updateRelease(t.db, release.id, { status: 'approved', upc });
  await storeArtworkPreview(t, '#aa3355');
  const list = await api.get('/v1/presave');
  expect(list.statusCode, list.body).toBe(200);
  const campaign = (list.json().items as PresaveCampaign[]).find(
    (c) => c.releaseId === release.id,
  )!;
  const key = new URL(campaign.url).pathname.split('/').at(-1)!;
  return { user, api, release, campaign, key, upc };
}

/** A visitor without a session, from an address of their own, as a phone's browser. */
export function visitor(t: TestApp, ip = freshIp()['x-forwarded-for'], lang = 'en') {
  const anonymous = request(t.app);
  const headers = {
    'x-forwarded-for': ip,
    'accept-language': lang,
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
  };
  return {
    get: (url: string) => anonymous.get(url, headers),
    /** The page's e-mail form, form-encoded as a browser sends it. */
    postForm: (url: string, form: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      }),
    postEmpty: (url: string) => t.app.inject({ method: 'POST', url, headers }),
  };
}

/**
 * "Save on Spotify" end to end: the page's button, the stand-in's consent page answered
 * (`agree` or `cancel`), and the way back to `/spotify-auth`. Returns that screen's answer.
 */
export async function saveOnSpotify(
  t: TestApp,
  standIn: SpotifyStandIn,
  key: string,
  decision: 'agree' | 'cancel' = 'agree',
  who = visitor(t),
) {
  const start = await who.get(`/release/${key}/spotify`);
  expect(start.statusCode, start.body).toBe(303);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(standIn.url);
  const form = new URLSearchParams(authorize.searchParams);
  form.set('decision', decision);
  const consent = await fetch(`${standIn.url}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(`${testOrigin}/spotify-auth`);
  const callback = `${back.pathname}${back.search}`;
  return { screen: await who.get(callback), callback, state: back.searchParams.get('state')! };
}
