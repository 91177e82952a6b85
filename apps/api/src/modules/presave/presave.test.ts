import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresaveCampaignDetail } from '@soundpost/contracts/presave';
import { isSealed } from '../../lib/secret-box.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, signIn, createUser, type SentMail } from '../../test/factories.ts';
import { startSpotifyStandIn, type SpotifyStandIn } from '../../test/spotify-stand-in.ts';
import * as releasesRepo from '../releases/releases.repository.ts';
import { readyRelease, signedIn, dayFromNow } from '../releases/test/releases-test-kit.ts';
import { ensureCampaigns } from './presave.service.ts';
import { presaveSubscribers } from './presave.table.ts';
import { deliver, sweepReleaseDay } from './release-day.ts';
import { deleteExpiredOAuthStates } from './subscriptions.ts';
import {
  artistWithCampaign,
  saveOnSpotify,
  spotifyEnv,
  standInOptions,
  visitor,
} from './test/presave-test-kit.ts';

let t: TestApp;
let standIn: SpotifyStandIn;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  standIn = await startSpotifyStandIn(standInOptions);
  t = await createTestApp({ WORKERS: 'off', ...spotifyEnv(standIn) });
  mail = captureMail(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const metaContent = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

/** The path and query of the first link to `/release/<key>/<action>` in a mail's text. */
function linkIn(mail: SentMail, action: 'confirm' | 'leave') {
  const match = mail.text.match(
    new RegExp(`http://localhost:3000(/release/[a-z0-9]+/${action}\\?\\S+)`),
  );
  if (!match) throw new Error(`no ${action} link in: ${mail.text}`);
  return match[1]!;
}

const rows = (campaignId: string) =>
  t.db.select().from(presaveSubscribers).where(eq(presaveSubscribers.campaignId, campaignId));

const detail = async (api: ReturnType<typeof request>, id: string) => {
  const res = await api.get(`/v1/presave/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PresaveCampaignDetail;
};

/** Moves the app's clock past the release day (30 days out) and runs the sweep's jobs now. */
async function releaseDay(userId: string) {
  t.clock.advance(31 * 86_400_000);
  const sent: string[] = [];
  const send = t.app.ctx.queue.send;
  t.app.ctx.queue.send = async (name, data, options) => {
    const id = await send(name, data, options);
    if (name === 'presave.deliver' && id)
      sent.push((data as { subscriberId: string }).subscriberId);
    return id;
  };
  try {
    await sweepReleaseDay(t.app.ctx, { userId });
  } finally {
    t.app.ctx.queue.send = send;
  }
  for (const subscriberId of sent) await deliver(t.app.ctx, { subscriberId });
  return sent;
}

describe('pre-save campaigns', () => {
  it('gives a paid plan’s approved release with pre-save on one campaign, however often the sweep runs', async () => {
    const { api, release, campaign, upc } = await artistWithCampaign(t);
    expect(campaign).toMatchObject({
      releaseId: release.id,
      releaseTitle: 'Night Drive',
      artistName: 'Nova Lights',
      upc,
      releaseDate: dayFromNow(t, 30),
      startsOn: dayFromNow(t, 0),
      status: 'scheduled',
      subscribers: 0,
    });
    expect(campaign.url).toMatch(/^http:\/\/localhost:3000\/release\/[a-z0-9]{14}$/);
    await Promise.all([ensureCampaigns(t.app.ctx), ensureCampaigns(t.app.ctx)]);
    const items = (await api.get('/v1/presave')).json().items;
    expect(items.filter((c: { releaseId: string }) => c.releaseId === release.id)).toHaveLength(1);
  });

  it('shows a free plan the upsell, and makes no campaign for its release', async () => {
    const { user, api } = await signedIn(t, { plan: 'lite' });
    const { release } = await readyRelease(t, api, user.id);
    await releasesRepo.updateRelease(t.db, release.id, {
      status: 'approved',
      presaveEnabled: true,
    });
    const res = await api.get('/v1/presave');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('presave_paid_only');
    await ensureCampaigns(t.app.ctx);
    const pro = await signedIn(t, { plan: 'pro' });
    expect((await pro.api.get('/v1/presave')).json().items).toEqual([]);
  });

  it('answers another user’s campaign, and a made-up one, 404', async () => {
    const { campaign } = await artistWithCampaign(t);
    const other = await signedIn(t, { plan: 'pro' });
    for (const id of [campaign.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await other.api.get(`/v1/presave/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('presave_not_found');
    }
    const admin = await createUser(t, { role: 'admin', plan: 'pro' });
    const staff = request(t.app, await signIn(t, admin));
    expect((await staff.get(`/v1/presave/${campaign.id}`)).statusCode).toBe(404);
  });
});

describe('the public page', () => {
  it('renders found with share tags, both ways to pre-save, share links, no script and no cookie', async () => {
    const { key } = await artistWithCampaign(t);
    const page = await visitor(t).get(`/release/${key}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    const html = page.body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<header');
    expect(metaContent(html, 'property', 'og:title')).toBe('Night Drive – Nova Lights');
    expect(metaContent(html, 'property', 'og:image')).toBe(
      `http://localhost:3000/release/${key}/share.jpg`,
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`href="/release/${key}/spotify?lang=en"`);
    expect(html).toContain('Save on Spotify');
    expect(html).toContain(`action="/release/${key}/notify?lang=en"`);
    expect(html).toContain('https://wa.me/?text=');
    const share = await visitor(t).get(`/release/${key}/share.jpg`);
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
  });

  it('speaks the visitor’s language, by Accept-Language or ?lang', async () => {
    const { key } = await artistWithCampaign(t);
    const es = await visitor(t, undefined, 'es-ES,es;q=0.9').get(`/release/${key}`);
    expect(es.body).toContain('<html lang="es"');
    expect(es.body).toContain('Guardar en Spotify');
    const tr = await visitor(t).get(`/release/${key}?lang=tr`);
    expect(tr.body).toContain('Bana e-postayla haber verin');
  });

  it('answers not found for an unknown key and before the pre-save date, and removed after a takedown', async () => {
    const { key, release } = await artistWithCampaign(t);
    const missing = await visitor(t).get('/release/abcdefghijklmn');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Pre-save not found');
    await releasesRepo.updateRelease(t.db, release.id, { presaveDate: dayFromNow(t, 3) });
    expect((await visitor(t).get(`/release/${key}`)).statusCode).toBe(404);
    await releasesRepo.updateRelease(t.db, release.id, { status: 'removed' });
    const removed = await visitor(t).get(`/release/${key}`);
    expect(removed.statusCode).toBe(410);
    expect(removed.body).toContain('Pre-save removed');
    expect(
      (await visitor(t).postForm(`/release/${key}/notify`, { email: 'a@b.test' })).statusCode,
    ).toBe(410);
    expect((await visitor(t).get(`/release/${key}/spotify`)).statusCode).toBe(410);
  });
});

describe('subscribing by e-mail', () => {
  it('counts an address once confirmed from its e-mail, once however often it subscribes', async () => {
    const { api, campaign, key } = await artistWithCampaign(t);
    const fan = visitor(t);
    const sent = await fan.postForm(`/release/${key}/notify?lang=pt`, {
      email: 'Fan@Example.test',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Confira sua caixa de entrada');
    const confirmation = mail.last('fan@example.test');
    expect(confirmation.subject).toBe('Confirme seu pré-save de Night Drive');
    expect((await detail(api, campaign.id)).subscribers).toBe(0);
    const confirmed = await fan.get(linkIn(confirmation, 'confirm'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Você está na lista');
    // The same address again: no second subscription, no second mail once confirmed.
    const count = mail.sent.length;
    await fan.postForm(`/release/${key}/notify`, { email: 'fan@example.test' });
    expect(mail.sent.length).toBe(count);
    expect(await rows(campaign.id)).toHaveLength(1);
    const seen = await detail(api, campaign.id);
    expect(seen.subscriberList).toEqual([
      expect.objectContaining({
        service: 'email',
        country: null,
        followers: null,
        delivery: 'pending',
      }),
    ]);
    expect(JSON.stringify(seen)).not.toContain('fan@example.test');
    expect(seen.perDay.at(-1)).toEqual({ day: dayFromNow(t, 0), subscribers: 1 });
  });

  it('refuses a bad address on the page, and a forged or altered confirmation link', async () => {
    const { key } = await artistWithCampaign(t);
    const bad = await visitor(t).postForm(`/release/${key}/notify`, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('aria-invalid="true"');
    expect(bad.body).toContain('Enter a valid e-mail address.');
    await visitor(t).postForm(`/release/${key}/notify`, { email: 'forger@example.test' });
    const link = linkIn(mail.last('forger@example.test'), 'confirm');
    const altered = link.replace(/t=([\w-]+)\./, (_m, body: string) => `t=${body}x.`);
    expect((await visitor(t).get(altered)).statusCode).toBe(400);
    // A leave token is not a confirm token: each purpose has its key.
    const leave = linkIn(mail.last('forger@example.test'), 'leave').replace('/leave?', '/confirm?');
    expect((await visitor(t).get(leave)).statusCode).toBe(400);
  });

  it('leaves through the e-mail’s link after a button, deleting the address', async () => {
    const { campaign, key } = await artistWithCampaign(t);
    await visitor(t).postForm(`/release/${key}/notify`, { email: 'leaver@example.test' });
    const link = linkIn(mail.last('leaver@example.test'), 'leave');
    const screen = await visitor(t).get(link);
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('method="post"');
    expect(await rows(campaign.id)).toHaveLength(1);
    // The button posts an empty form, form-encoded, as a browser does.
    const left = await visitor(t).postForm(link, {});
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain('You left');
    expect(await rows(campaign.id)).toHaveLength(0);
    expect((await visitor(t).postEmpty(link)).statusCode).toBe(404);
  });

  it('refuses a subscriber’s link on another campaign’s page', async () => {
    const first = await artistWithCampaign(t);
    const second = await artistWithCampaign(t);
    await visitor(t).postForm(`/release/${first.key}/notify`, { email: 'elsewhere@example.test' });
    const mailed = mail.last('elsewhere@example.test');
    const leave = linkIn(mailed, 'leave').replace(first.key, second.key);
    expect((await visitor(t).postEmpty(leave)).statusCode).toBe(404);
    const confirm = linkIn(mailed, 'confirm').replace(first.key, second.key);
    expect((await visitor(t).get(confirm)).statusCode).toBe(400);
    expect(await rows(first.campaign.id)).toHaveLength(1);
  });

  it('limits subscriptions per address', async () => {
    const { key } = await artistWithCampaign(t);
    const flood = visitor(t);
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        (await flood.postForm(`/release/${key}/notify`, { email: `f${i}@x.test` })).statusCode,
      );
    }
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('saving on Spotify', () => {
  it('subscribes through OAuth with country and followers, tokens sealed at rest, once per account', async () => {
    const { api, campaign, key } = await artistWithCampaign(t);
    standIn.nextListener({ id: 'fan-sealed', country: 'MX', followers: 250 });
    const { screen } = await saveOnSpotify(t, standIn, key);
    expect(screen.statusCode, screen.body).toBe(200);
    expect(screen.body).toContain('Pre-saved');
    expect(screen.body).toContain(`/release/${key}/leave?`);
    expect(screen.headers['set-cookie']).toBeUndefined();
    const [row] = await rows(campaign.id);
    expect(row).toMatchObject({
      service: 'spotify',
      account: 'fan-sealed',
      country: 'MX',
      followers: 250,
    });
    expect(isSealed(row!.accessToken!)).toBe(true);
    expect(isSealed(row!.refreshToken!)).toBe(true);
    const raw = JSON.stringify(
      await t.db.execute(`select * from presave_subscribers where campaign_id = '${campaign.id}'`),
    );
    expect(raw).not.toMatch(/"(at|rt)-[\w-]{10,}/);
    expect(raw).toContain('v1:');
    standIn.nextListener({ id: 'fan-sealed', country: 'MX', followers: 251 });
    await saveOnSpotify(t, standIn, key);
    expect(await rows(campaign.id)).toHaveLength(1);
    const seen = await detail(api, campaign.id);
    expect(seen.subscriberList).toEqual([
      expect.objectContaining({ service: 'spotify', country: 'MX', followers: 251 }),
    ]);
  });

  it('answers a cancelled consent with the denied screen, in the language the visitor started in', async () => {
    const { campaign, key } = await artistWithCampaign(t);
    const { screen } = await saveOnSpotify(t, standIn, key, 'cancel', visitor(t, undefined, 'es'));
    expect(screen.body).toContain('Sin conectar');
    expect(await rows(campaign.id)).toHaveLength(0);
  });

  it('refuses a forged, an altered and a replayed state', async () => {
    const { campaign, key } = await artistWithCampaign(t);
    const { callback, state } = await saveOnSpotify(t, standIn, key);
    const replay = await visitor(t).get(callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('Something went wrong');
    const [body] = state.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, n: 'fresh' })).toString('base64url');
    const code = await standIn.consent();
    for (const s of [`${forged}.${state.split('.')[1]}`, 'made-up', '']) {
      const res = await visitor(t).get(`/spotify-auth?code=${code}&state=${encodeURIComponent(s)}`);
      expect(res.statusCode).toBe(400);
    }
    expect(await rows(campaign.id)).toHaveLength(1);
  });

  it('refuses a state past its ten minutes; housekeeping then forgets the used ones', async () => {
    const { key } = await artistWithCampaign(t);
    await saveOnSpotify(t, standIn, key);
    const start = await visitor(t).get(`/release/${key}/spotify`);
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    t.clock.advance(11 * 60_000);
    const res = await visitor(t).get(
      `/spotify-auth?code=${await standIn.consent()}&state=${state}`,
    );
    expect(res.statusCode).toBe(400);
    expect(await deleteExpiredOAuthStates(t.app.ctx, t.clock.now())).toBeGreaterThan(0);
    expect(await deleteExpiredOAuthStates(t.app.ctx, t.clock.now())).toBe(0);
  });
});

describe('release day', () => {
  it('saves each Spotify subscriber once and e-mails each confirmed address once, with the way to leave', async () => {
    const { user, campaign, key, upc } = await artistWithCampaign(t);
    const albumId = standIn.addAlbum(upc);
    standIn.nextListener({ id: 'fan-day-1', country: 'AR', followers: 5 });
    await saveOnSpotify(t, standIn, key);
    standIn.nextListener({ id: 'fan-day-2', country: 'CL', followers: 6 });
    await saveOnSpotify(t, standIn, key);
    await visitor(t).postForm(`/release/${key}/notify?lang=tr`, { email: 'day@example.test' });
    await visitor(t).get(linkIn(mail.last('day@example.test'), 'confirm'));
    await visitor(t).postForm(`/release/${key}/notify`, { email: 'never-confirmed@example.test' });
    const mailsBefore = mail.sent.length;

    // A run that crashed after fan-day-2's save and before it was marked: the library says so.
    const [second] = (await rows(campaign.id)).filter((r) => r.account === 'fan-day-2');
    const { tokenBox } = await import('./subscriptions.ts');
    await fetch(`${standIn.url}/v1/me/albums`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokenBox(t.app.ctx).open(second!.accessToken!)}` },
      body: JSON.stringify({ ids: [albumId] }),
    });
    // fan-day-1's access token expired meanwhile: refreshed on the way.
    standIn.expireAccessTokens();

    const queued = await releaseDay(user.id);
    expect(queued).toHaveLength(3);
    // Twice more, as a retried job or a second sweep would: nothing new.
    for (const subscriberId of queued) await deliver(t.app.ctx, { subscriberId });
    expect(await sweepReleaseDay(t.app.ctx, { userId: user.id })).toBe(0);

    const saves = standIn.saves.filter((s) => s.albumId === albumId);
    expect(saves.map((s) => s.listener).sort()).toEqual(['fan-day-1', 'fan-day-2']);
    const sentNow = mail.sent.slice(mailsBefore);
    expect(sentNow.map((m) => m.to)).toEqual(['day@example.test']);
    expect(sentNow[0]!.subject).toBe('Nova Lights – Night Drive şimdi yayında');
    expect(sentNow[0]!.text).toContain(`/release/${key}/leave?`);
    const after = await rows(campaign.id);
    for (const row of after.filter((r) => r.confirmedAt)) {
      expect(row.deliveredAt).not.toBeNull();
      expect(row.accessToken).toBeNull();
    }
    const page = await visitor(t).get(`/release/${key}`);
    expect(page.body).toContain('Listen now');
    expect(page.body).not.toContain('/notify');
  });

  it('records a revoked grant and does not retry it', async () => {
    const { user, campaign, key, upc } = await artistWithCampaign(t);
    standIn.addAlbum(upc);
    standIn.nextListener({ id: 'fan-revoked', country: 'PE', followers: 1 });
    await saveOnSpotify(t, standIn, key);
    standIn.revoke('fan-revoked');
    standIn.expireAccessTokens();
    await releaseDay(user.id);
    const [row] = await rows(campaign.id);
    expect(row).toMatchObject({ failure: 'revoked', deliveredAt: null, accessToken: null });
    expect(standIn.saves.some((s) => s.listener === 'fan-revoked')).toBe(false);
    const { api } = { api: request(t.app, await signIn(t, user)) };
    expect((await detail(api, campaign.id)).subscriberList[0]!.delivery).toBe('failed');
  });
});
