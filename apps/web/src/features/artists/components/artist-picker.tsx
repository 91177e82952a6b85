import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ArtistSelect, type PickedArtist } from '../../../components/artist-select.tsx';
import { useArtistSearch } from '../../../lib/artist-queries.ts';
import { CreateArtistModal } from './create-artist-modal.tsx';

export type ArtistPickerProps = {
  value: string | null;
  onChange: (artistId: string | null) => void;
  /** The artist the release already has, shown before any search has run. */
  initial: PickedArtist | null;
  error?: React.ReactNode;
};

/** Picks one of the user's artists (ArtistSelect), or creates one in place. */
export function ArtistPicker({ value, onChange, initial, error }: ArtistPickerProps) {
  const { t } = useTranslation(['wizard']);
  const [creating, setCreating] = useState(false);
  // The same first page the select lists: whether the user has any artist yet.
  const none = useArtistSearch('').data?.pages[0]?.total === 0;

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ArtistSelect
          label={t('basic.artist')}
          placeholder={t('basic.chooseArtist')}
          description={none ? t('basic.noArtists') : undefined}
          nothingFound={t('basic.noArtistMatch')}
          value={value}
          initial={initial}
          onChange={(artist) => onChange(artist?.id ?? null)}
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
          onChange(artist.id);
        }}
      />
    </>
  );
}
