import { and, desc, eq, ne, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryView, fillLinkTemplate } from '../delivery/index.ts';
import { findStoresByIds } from '../stores/index.ts';
import type { LinkWithRelease } from './smart-links.repository.ts';
import type { SmartLinkStoreEntry } from './smart-links.table.ts';

/** One store's button as the page and the editor show it, in the link's order. */
export type StoreButton = SmartLinkStoreEntry & { name: string; target: string | null };

const deliveries = deliveryView();

/** The store links delivery knows for the release (real or the template's), newest version. */
async function knownLinks(db: Db, releaseId: string) {
  const rows = await db
    .select({ storeId: deliveries.storeId, link: deliveries.storeLink })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.releaseId, releaseId),
        ne(deliveries.kind, 'takedown'),
        isNotNull(deliveries.storeLink),
      ),
    )
    .orderBy(desc(deliveries.version));
  const links = new Map<string, string>();
  for (const row of rows) if (!links.has(row.storeId)) links.set(row.storeId, row.link!);
  return links;
}

/**
 * The link's stores in its order: the artist's list, then the release's stores it does not
 * name yet (enabled). A store the release no longer goes to, or that the platform closed, is
 * left out. The target is the store's real address when delivery knows it (an admin set it),
 * else the store's search template filled with the release's UPC, title and artist.
 */
export async function storeButtons(db: Db, found: LinkWithRelease): Promise<StoreButton[]> {
  const { link, release } = found;
  const [stores, known] = await Promise.all([
    findStoresByIds(db, release.storeIds),
    knownLinks(db, link.releaseId),
  ]);
  const open = new Map(stores.filter((s) => s.enabled).map((s) => [s.id, s]));
  const named = new Set(link.stores.map((s) => s.storeId));
  const entries = [
    ...link.stores.filter((s) => open.has(s.storeId)),
    ...release.storeIds
      .filter((id) => open.has(id) && !named.has(id))
      .map((storeId) => ({ storeId, enabled: true })),
  ];
  const values = {
    upc: release.upc ?? '',
    title: release.title ?? '',
    artist: found.artistName ?? '',
  };
  return entries.map(({ storeId, enabled }) => {
    const store = open.get(storeId)!;
    const template = store.linkTemplate;
    const target = known.get(storeId) ?? (template ? fillLinkTemplate(template, values) : null);
    return { storeId, enabled, name: store.name, target };
  });
}
