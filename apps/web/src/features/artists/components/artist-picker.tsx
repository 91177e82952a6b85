import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useArtistSearch } from '../api/search-artists.ts';
import { CreateArtistModal } from './create-artist-modal.tsx';

type PickedArtist = { id: string; name: string };

export type ArtistPickerProps = {
  value: string | null;
  onChange: (artistId: string | null) => void;
  /** The artist the release already has, shown before any search has run. */
  initial: PickedArtist | null;
  error?: React.ReactNode;
};

/**
 * Picks one of the user's artists, searched on the server as the name is typed and paged as
 * the list scrolls (a label may have hundreds), or creates one in place.
 */
export function ArtistPicker({ value, onChange, initial, error }: ArtistPickerProps) {
  const { t } = useTranslation(['wizard']);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickedArtist | null>(initial);
  const [creating, setCreating] = useState(false);
  // Typing the picked artist's name (Select shows it as the search text) lists everything.
  const [q] = useDebouncedValue(search === picked?.name ? '' : search.trim(), 250);
  const found = useArtistSearch(q);
  const pages = found.data?.pages ?? [];
  const options = pages.flatMap((page) => page.items.map((a) => ({ value: a.id, label: a.name })));
  // The picked artist stays an option (Select shows its name from there) unless a search
  // for something else is under way.
  const keepPicked = picked && (!q || picked.name.toLowerCase().includes(q.toLowerCase()));
  if (keepPicked && !options.some((o) => o.value === picked.id)) {
    options.unshift({ value: picked.id, label: picked.name });
  }
  const none = pages[0]?.total === 0;

  const choose = (artist: PickedArtist | null) => {
    setPicked(artist);
    onChange(artist?.id ?? null);
  };

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('basic.artist')}
          placeholder={t('basic.chooseArtist')}
          description={none ? t('basic.noArtists') : undefined}
          nothingFoundMessage={found.isFetching ? undefined : t('basic.noArtistMatch')}
          data={options}
          value={value}
          onChange={(id, option) => choose(id && option ? { id, name: option.label } : null)}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          scrollAreaProps={{
            onBottomReached: () => {
              if (found.hasNextPage && !found.isFetchingNextPage) void found.fetchNextPage();
            },
          }}
          comboboxProps={{ withinPortal: true }}
          error={error}
          required
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          {t('basic.createArtist')}
        </Button>
      </Group>
      <CreateArtistModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(artist) => {
          setCreating(false);
          choose(artist);
        }}
      />
    </>
  );
}
