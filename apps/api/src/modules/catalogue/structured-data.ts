import type { AppContext } from '../../lib/context.ts';
import { scriptJson } from '../../plugins/web.ts';
import { searchCatalogue } from './catalogue.service.ts';

/** The artists the catalogue page's HTML names for search engines: the first page it shows. */
const listed = 24;

/**
 * What a search engine reads of `/artists-catalog` in the HTML it receives (decision 057): the
 * artists it shows first (most followers), as a schema.org `ItemList` of `MusicGroup`s with their
 * country, genre and releases' smart links. The same public fields as the page: no legal name.
 */
export async function catalogueStructuredData(ctx: AppContext, route: string) {
  if (route !== '/artists-catalog') return null;
  const { items } = await searchCatalogue(ctx, { sort: 'followers', limit: listed });
  const url = (path: string) => `${ctx.config.appUrl}${path}`;
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((artist, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'MusicGroup',
        name: artist.name,
        genre: artist.genre,
        foundingLocation: { '@type': 'Country', name: artist.country },
        ...(artist.imageUrl ? { image: url(artist.imageUrl) } : {}),
        album: artist.releases.map((release) => ({
          '@type': 'MusicAlbum',
          name: release.title,
          ...(release.link ? { url: url(release.link) } : {}),
        })),
      },
    })),
  };
  return `<script type="application/ld+json">${scriptJson(list)}</script>`;
}
