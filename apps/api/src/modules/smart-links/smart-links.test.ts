import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmartLinkAnalytics, SmartLinkDetail } from '@soundpost/contracts/smart-links';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { insertDeliveries } from '../delivery/deliveries.repository.ts';
import * as releasesRepo from '../releases/releases.repository.ts';
import { readyRelease } from '../releases/test/releases-test-kit.ts';
import { ensureDefaultLinks } from './default-links.ts';
import { artistWithLink, visitor } from './test/smart-links-test-kit.ts';
import { deleteOldVisitorSalts } from './visitor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(() => t.close());

const metaContent = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('smart links', () => {
  it('gives each approved release one default link, however often the sweep runs', async () => {
    const { api, release, link } = await artistWithLink(t);
    expect(link).toMatchObject({
      releaseId: release.id,
      releaseTitle: 'Night Drive',
      artistName: 'Nova Lights',
      status: 'active',
      isDefault: true,
      url: `http://localhost:3000/l/${link.slug}`,
    });
    expect(link.slug).toMatch(/^night-drive-[a-z0-9]{6}$/);
    expect(link.stores.map((s) => [s.storeId, s.enabled])).toEqual([
      ['spotify', true],
      ['deezer', true],
    ]);
    expect(link.stores[0]!.target).toMatch(/^https:\/\/open\.spotify\.com\/search\/upc:19\d+$/);
    await Promise.all([ensureDefaultLinks(t.app.ctx), ensureDefaultLinks(t.app.ctx)]);
    const items = (await api.get('/v1/smart-links')).json().items;
    expect(items.filter((l: { releaseId: string }) => l.releaseId === release.id)).toHaveLength(1);
  });

  it('renders the page with Open Graph tags, in the order and language asked, without a disabled store', async () => {
    const { api, link } = await artistWithLink(t);
    const page = await visitor(t, '203.0.113.1').get(`/l/${link.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['set-cookie']).toBeUndefined();
    const html = page.body;
    expect(metaContent(html, 'property', 'og:title')).toBe('Night Drive – Nova Lights');
    expect(metaContent(html, 'property', 'og:image')).toBe(
      `http://localhost:3000/l/${link.slug}/share.jpg`,
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('<script');
    expect([...html.matchAll(/href="\/l\/[^/]+\/([a-z-]+)"/g)].map((m) => m[1])).toEqual([
      'spotify',
      'deezer',
    ]);

    const edited = await api.patch(`/v1/smart-links/${link.id}`, {
      stores: [
        { storeId: 'deezer', enabled: true },
        { storeId: 'spotify', enabled: false },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const spanish = await visitor(t, '203.0.113.1', { 'accept-language': 'es-ES,es;q=0.9' }).get(
      `/l/${link.slug}`,
    );
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Escuchar');
    expect(spanish.body).toContain(`href="/l/${link.slug}/deezer"`);
    expect(spanish.body).not.toContain('spotify');
    expect((await visitor(t, '203.0.113.1').get(`/l/${link.slug}/spotify`)).statusCode).toBe(404);

    // A store list that is not the link's stores is refused.
    const partial = await api.patch(`/v1/smart-links/${link.id}`, {
      stores: [{ storeId: 'deezer', enabled: true }],
    });
    expect(partial.json().code).toBe('smart_link_stores_mismatch');
  });

  it('counts a click once per visitor, store and day, and a bot not at all', async () => {
    const { api, link } = await artistWithLink(t, { plan: 'pro' });
    const fan = visitor(t, '198.51.100.7', {
      referer: 'https://www.instagram.com/p/abc',
      'cf-ipcountry': 'br',
    });
    await fan.get(`/l/${link.slug}`);
    const click = await fan.get(`/l/${link.slug}/spotify?from=www.instagram.com`);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(link.stores[0]!.target);
    expect(click.headers['set-cookie']).toBeUndefined();
    await fan.get(`/l/${link.slug}/spotify`);
    await fan.get(`/l/${link.slug}/deezer`);
    await visitor(t, '198.51.100.8').get(`/l/${link.slug}/spotify`);
    for (const agent of ['Twitterbot/1.0', 'facebookexternalhit/1.1', 'curl/8.5.0', '']) {
      const bot = visitor(t, '198.51.100.9', { 'user-agent': agent });
      expect((await bot.get(`/l/${link.slug}`)).statusCode).toBe(200);
      expect((await bot.get(`/l/${link.slug}/spotify`)).statusCode).toBe(302);
    }

    const summary = (await api.get(`/v1/smart-links/${link.id}`)).json() as SmartLinkDetail;
    expect({ views: summary.views, clicks: summary.clicks }).toEqual({ views: 1, clicks: 3 });
    const stats = (
      await api.get(`/v1/smart-links/${link.id}/analytics?days=7`)
    ).json() as SmartLinkAnalytics;
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toMatchObject({ views: 1, clicks: 3 });
    expect(stats.stores).toEqual([
      { key: 'spotify', clicks: 2 },
      { key: 'deezer', clicks: 1 },
    ]);
    expect(stats.countries).toEqual([
      { key: 'BR', views: 1, clicks: 2 },
      { key: 'unknown', views: 0, clicks: 1 },
    ]);
    expect(stats.referrers).toEqual([
      { key: 'www.instagram.com', views: 1, clicks: 2 },
      { key: 'direct', views: 0, clicks: 1 },
    ]);

    // The next day the salt is new, and yesterday's is deleted.
    t.clock.advance(86_400_000);
    expect(await deleteOldVisitorSalts(t.app.ctx, t.clock.now())).toBeGreaterThan(0);
    await fan.get(`/l/${link.slug}/spotify`);
    const after = (await api.get(`/v1/smart-links/${link.id}`)).json() as SmartLinkDetail;
    expect(after.clicks).toBe(4);
  });

  it('answers 404 for an inactive link and 410 for a removed one', async () => {
    const { api, link } = await artistWithLink(t);
    const page = `/l/${link.slug}`;
    const fan = visitor(t, '192.0.2.10');
    await api.patch(`/v1/smart-links/${link.id}`, { status: 'inactive' });
    expect((await fan.get(page)).statusCode).toBe(404);
    expect((await fan.get(`${page}/spotify`)).statusCode).toBe(404);
    await api.patch(`/v1/smart-links/${link.id}`, { status: 'active' });
    expect((await fan.get(page)).statusCode).toBe(200);
    expect((await api.delete(`/v1/smart-links/${link.id}`)).statusCode).toBe(200);
    const gone = await fan.get(page);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Link removed');
    expect((await fan.get(`${page}/spotify`)).statusCode).toBe(410);
    expect((await fan.get('/l/no-such-link')).statusCode).toBe(404);
    // Removed: no longer listed, no longer editable, its slug still taken.
    expect((await api.get('/v1/smart-links')).json().items).toEqual([]);
    expect((await api.patch(`/v1/smart-links/${link.id}`, { status: 'active' })).statusCode).toBe(
      404,
    );
  });

  it('answers 410 once the stores took the release down, and 404 while it is reopened', async () => {
    const { release, link } = await artistWithLink(t);
    const fan = visitor(t, '192.0.2.11');
    await releasesRepo.updateRelease(t.db, release.id, { status: 'reopened' });
    expect((await fan.get(`/l/${link.slug}`)).statusCode).toBe(404);
    await releasesRepo.updateRelease(t.db, release.id, { status: 'removed' });
    // A process keeps a link it read for five seconds: the takedown shows once they are over.
    expect((await fan.get(`/l/${link.slug}`)).statusCode).toBe(404);
    t.clock.advance(5_000);
    expect((await fan.get(`/l/${link.slug}`)).statusCode).toBe(410);
  });

  it("tells another user that someone's link does not exist", async () => {
    const { link, release } = await artistWithLink(t);
    const stranger = await artistWithLink(t, { plan: 'pro' });
    for (const res of [
      await stranger.api.get(`/v1/smart-links/${link.id}`),
      await stranger.api.patch(`/v1/smart-links/${link.id}`, { status: 'inactive' }),
      await stranger.api.delete(`/v1/smart-links/${link.id}`),
      await stranger.api.get(`/v1/smart-links/${link.id}/analytics`),
      await stranger.api.post('/v1/smart-links', { releaseId: release.id }),
      await stranger.api.get('/v1/smart-links/not-a-uuid'),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it('validates slugs: shape, reserved words, and one link per slug', async () => {
    const { api, link, release } = await artistWithLink(t);
    const other = await api.post('/v1/smart-links', { releaseId: release.id, slug: 'Summer-Tour' });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json()).toMatchObject({ slug: 'summer-tour', isDefault: false });
    for (const [slug, field] of [
      ['ab', 'min_length'],
      ['has space', 'pattern'],
      ['-edge', 'pattern'],
      ['double--hyphen', 'pattern'],
      ['share', 'reserved_word'],
      ['x'.repeat(61), 'max_length'],
    ] as const) {
      const res = await api.patch(`/v1/smart-links/${link.id}`, { slug });
      expect(res.json(), slug).toMatchObject({
        code: 'validation_failed',
        fields: { slug: field },
      });
    }
    const taken = await api.patch(`/v1/smart-links/${link.id}`, { slug: 'summer-tour' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('smart_link_slug_taken');
    const renamed = await api.patch(`/v1/smart-links/${link.id}`, { slug: 'night-drive-live' });
    expect(renamed.json().url).toBe('http://localhost:3000/l/night-drive-live');
    expect((await visitor(t, '192.0.2.20').get('/l/night-drive-live')).statusCode).toBe(200);
  });

  it("sends a button to the store's real address once an admin has set it", async () => {
    const { api, release, link } = await artistWithLink(t);
    const [delivery] = await insertDeliveries(t.db, [
      {
        releaseId: release.id,
        storeId: 'deezer',
        kind: 'new',
        version: 1,
        messageId: `msg-${release.id}`,
        batchId: `batch-${release.id}`,
        state: 'acknowledged',
      },
    ]);
    const admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
    const real = 'https://www.deezer.com/album/123456';
    const set = await admin.put(`/v1/admin/deliveries/${delivery!.id}/link`, { url: real });
    expect(set.statusCode, set.body).toBe(200);
    const detail = (await api.get(`/v1/smart-links/${link.id}`)).json() as SmartLinkDetail;
    expect(detail.stores.find((s) => s.storeId === 'deezer')!.target).toBe(real);
    const click = await visitor(t, '192.0.2.40').get(`/l/${link.slug}/deezer`);
    expect(click.headers.location).toBe(real);
  });

  it('refuses a link to a release not yet approved', async () => {
    const { api, user } = await artistWithLink(t);
    const draft = (await readyRelease(t, api, user.id)).release;
    const res = await api.post('/v1/smart-links', { releaseId: draft.id });
    expect(res.json().code).toBe('smart_link_release_not_approved');
  });

  it('keeps the look and the analytics for PRO, and draws a 1200x630 share image', async () => {
    const lite = await artistWithLink(t);
    const theme = { accent: '#ffcc00', background: 'artwork', buttonStyle: 'pill' };
    expect((await lite.api.patch(`/v1/smart-links/${lite.link.id}`, { theme })).statusCode).toBe(
      403,
    );
    expect((await lite.api.get(`/v1/smart-links/${lite.link.id}/analytics`)).json().code).toBe(
      'smart_link_pro_only',
    );
    const pro = await artistWithLink(t, { plan: 'pro' });
    expect(pro.link.canCustomise).toBe(true);
    const styled = await pro.api.patch(`/v1/smart-links/${pro.link.id}`, { theme });
    expect(styled.json().theme).toEqual(theme);
    const page = (await visitor(t, '192.0.2.30').get(`/l/${pro.link.slug}`)).body;
    // Black text on a yellow accent; the artwork behind the card.
    expect(page).toContain('background:#ffcc00;color:#000000');
    expect(page).toContain('border-radius:999px');
    expect(page).toContain(`url("/l/${pro.link.slug}/artwork.webp")`);

    const share = await visitor(t, '192.0.2.30').get(`/l/${pro.link.slug}/share.jpg`);
    expect(share.statusCode).toBe(200);
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const artwork = await visitor(t, '192.0.2.30').get(`/l/${pro.link.slug}/artwork.webp`);
    expect(artwork.headers['content-type']).toBe('image/webp');
  });
});
