import { useState } from 'react';
import { Alert, Button, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useResolveLine, useTrackSearch, type UnmatchedLine } from '../api/royalty-imports.ts';

/** Finds a track by ISRC or title and assigns the line to it (its owner is credited). */
export function RoyaltyAssignModal({
  line,
  onClose,
}: {
  line: UnmatchedLine | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('royalties');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [trackId, setTrackId] = useState<string | null>(null);
  const tracks = useTrackSearch(debounced);
  const resolve = useResolveLine();
  const close = () => {
    setSearch('');
    setTrackId(null);
    resolve.reset();
    onClose();
  };
  const assign = () =>
    line &&
    trackId &&
    resolve.mutate({ id: line.id, body: { action: 'assign', trackId } }, { onSuccess: close });

  return (
    <Modal
      opened={line !== null}
      onClose={close}
      title={t('admin.unmatched.assignTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        {line && (
          <Text size="sm" c="dimmed">
            {t('admin.unmatched.lineSummary', {
              title: line.title,
              artist: line.artist,
              isrc: line.isrc || '—',
            })}
          </Text>
        )}
        <TextInput
          label={t('admin.unmatched.search')}
          description={t('admin.unmatched.searchHint')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          data-autofocus
        />
        {tracks.data && (
          <Radio.Group value={trackId} onChange={setTrackId} label={t('admin.unmatched.results')}>
            <Stack gap="xs" mt="xs">
              {tracks.data.items.length === 0 && (
                <Text size="sm">{t('admin.unmatched.noResults')}</Text>
              )}
              {tracks.data.items.map((track) => (
                <Radio
                  key={track.id}
                  value={track.id}
                  label={`${track.title ?? '—'} · ${track.isrc ?? '—'}`}
                  description={t('admin.unmatched.trackOf', {
                    release: track.release.title ?? '—',
                    owner: track.owner.name,
                  })}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {resolve.isError && (
          <Alert color="red" role="alert">
            {errorMessage(resolve.error)}
          </Alert>
        )}
        <Button onClick={assign} disabled={!trackId} loading={resolve.isPending}>
          {t('admin.unmatched.assign')}
        </Button>
      </Stack>
    </Modal>
  );
}
