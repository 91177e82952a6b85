import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Artist } from '@soundpost/contracts/artists';
import { PagedListPage } from '../../../components/paged-list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useArtists, type ArtistSort } from '../api/get-artists.ts';
import { ArtistCard } from '../components/artist-card.tsx';
import { ArtistsWelcome } from '../components/artists-welcome.tsx';
import { DeleteArtistModal } from '../components/delete-artist-modal.tsx';

/** The user's artists, by name or newest first; a welcome card until the first one exists. */
export function ArtistsPage() {
  const { t } = useTranslation('artists');
  const [sort, setSort] = useState<ArtistSort>('name');
  const [deleting, setDeleting] = useState<Artist | null>(null);
  return (
    <PagedListPage
      ns="artists"
      query={useArtists(sort)}
      sort={sort}
      sorts={[
        { value: 'name', label: t('list.sortName') },
        { value: 'newest', label: t('list.sortNewest') },
      ]}
      onSortChange={setSort}
      createHref={paths.artists.create.getHref()}
      empty={<ArtistsWelcome />}
      renderItems={(items) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((artist) => (
            <ArtistCard key={artist.id} artist={artist} onDelete={() => setDeleting(artist)} />
          ))}
        </SimpleGrid>
      )}
    >
      <DeleteArtistModal artist={deleting} onClose={() => setDeleting(null)} />
    </PagedListPage>
  );
}
