import type { SmartLinkAnalytics } from '@soundpost/contracts/smart-links';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { countHits } from './smart-links.repository.ts';
import { canCustomise, findOwnLink } from './smart-links.service.ts';

const dayMs = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const byCount = (a: { views: number; clicks: number; key: string }, b: typeof a) =>
  b.clicks - a.clicks || b.views - a.views || a.key.localeCompare(b.key);

/**
 * A link's views and clicks over the last `days` days: per day, per store, per country and per
 * referrer (PRO only, spec section 6). Each is a visitor counted once a day.
 */
export async function getSmartLinkAnalytics(
  ctx: AppContext,
  actor: Actor,
  id: string,
  days: number,
): Promise<SmartLinkAnalytics> {
  const { link } = await findOwnLink(ctx, actor, id);
  if (!canCustomise(actor)) throw new AppError('smart_link_pro_only');
  const now = ctx.clock.now().getTime();
  const from = isoDay(new Date(now - (days - 1) * dayMs));
  const [perDay, stores, countries, referrers] = await Promise.all(
    (['day', 'storeId', 'country', 'referrer'] as const).map((by) =>
      countHits(ctx.db, link.id, from, by),
    ),
  );
  const counted = new Map(perDay!.map((r) => [r.key, r]));
  return {
    from,
    to: isoDay(new Date(now)),
    days: Array.from({ length: days }, (_, i) => {
      const day = isoDay(new Date(now - (days - 1 - i) * dayMs));
      return { day, views: counted.get(day)?.views ?? 0, clicks: counted.get(day)?.clicks ?? 0 };
    }),
    stores: stores!
      .filter((r) => r.key !== '')
      .sort(byCount)
      .map(({ key, clicks }) => ({ key, clicks })),
    countries: countries!.sort(byCount),
    referrers: referrers!.sort(byCount),
  };
}
