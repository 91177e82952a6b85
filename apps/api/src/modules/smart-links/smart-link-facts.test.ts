import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsBreakdown, AnalyticsSummary } from '@soundpost/contracts/analytics';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { feedSmartLinkFacts } from './smart-link-facts.ts';
import { artistWithLink, visitor } from './test/smart-links-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  t.clock.set(new Date('2026-05-10T12:00:00Z'));
});
afterAll(() => t.close());

describe('smart-link counts in the analytics facts', () => {
  it('feeds views and clicks per store and country, the same figures however often it runs', async () => {
    const { api, link } = await artistWithLink(t, { plan: 'pro' });
    const fan = visitor(t, '198.51.100.20', { 'cf-ipcountry': 'br' });
    await fan.get(`/l/${link.slug}`);
    await fan.get(`/l/${link.slug}/spotify`);
    await visitor(t, '198.51.100.21', { 'cf-ipcountry': 'de' }).get(`/l/${link.slug}`);
    await visitor(t, '198.51.100.22').get(`/l/${link.slug}/deezer`);

    const range = 'from=2026-05-04&to=2026-05-10';
    const read = async () => {
      const summary = (await api.get(`/v1/analytics/summary?${range}`)).json() as AnalyticsSummary;
      const stores = (
        await api.get(`/v1/analytics/breakdown?${range}&dimension=store`)
      ).json() as AnalyticsBreakdown;
      const countries = (
        await api.get(`/v1/analytics/breakdown?${range}&dimension=country`)
      ).json() as AnalyticsBreakdown;
      return {
        totals: { views: summary.totals.views, clicks: summary.totals.clicks },
        stores: stores.rows.map((r) => [r.key, r.clicks]).sort(),
        countries: countries.rows.map((r) => [r.key, r.views, r.clicks]).sort(),
      };
    };
    expect((await read()).totals).toEqual({ views: 0, clicks: 0 });

    expect(await feedSmartLinkFacts(t.app.ctx, t.clock.now())).toBeGreaterThan(0);
    const fed = await read();
    expect(fed).toEqual({
      totals: { views: 2, clicks: 2 },
      stores: [
        ['deezer', 1],
        ['spotify', 1],
      ],
      countries: [
        ['BR', 1, 1],
        ['DE', 1, 0],
      ],
    });
    await feedSmartLinkFacts(t.app.ctx, t.clock.now());
    expect(await read()).toEqual(fed);

    // A click after the feed counts at the next run; the next day's run still counts today.
    await visitor(t, '198.51.100.23').get(`/l/${link.slug}/spotify`);
    t.clock.advance(86_400_000);
    await feedSmartLinkFacts(t.app.ctx, t.clock.now());
    const next = await api.get('/v1/analytics/summary?from=2026-05-05&to=2026-05-11');
    expect((next.json() as AnalyticsSummary).totals).toMatchObject({ views: 2, clicks: 3 });
  });
});
