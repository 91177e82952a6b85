import { useState } from 'react';
import { Alert, Anchor, Button, Image, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useReleases } from '../../../lib/release-queries.ts';
import { useCoverArtOnRelease } from '../api/cover-art.ts';

/** The image being placed: its set, its place in the set, and its preview. */
export type ChosenImage = { setId: string; index: number; previewUrl: string; alt: string };

/**
 * "Use as artwork": one of the user's releases that can still change (a draft, or one sent
 * back) takes the image as its cover, checked as an uploaded file would be.
 */
export function UseOnRelease({
  image,
  onClose,
}: {
  image: ChosenImage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['cover-art', 'common']);
  const releases = useReleases('newest');
  const use = useCoverArtOnRelease();
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const editable = (releases.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((release) => release.status === 'draft' || release.status === 'reopened');
  const chosen = editable.find((release) => release.id === releaseId);
  const close = () => {
    use.reset();
    setReleaseId(null);
    onClose();
  };
  return (
    <Modal
      opened={image !== null}
      onClose={close}
      title={t('use.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {image ? (
        <Stack gap="md">
          <Image src={image.previewUrl} alt={image.alt} radius="md" w={200} h={200} />
          {use.isSuccess && chosen ? (
            <Alert color="green" role="status">
              <Stack gap={4} align="flex-start">
                <Text size="sm">{t('use.done', { title: chosen.title ?? t('untitled') })}</Text>
                <Anchor component={Link} to={paths.releases.edit.getHref(chosen.id)} size="sm">
                  {t('use.open')}
                </Anchor>
              </Stack>
            </Alert>
          ) : releases.isSuccess && editable.length === 0 && !releases.hasNextPage ? (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('use.none')}</Text>
              <Button component={Link} to={paths.releases.create.getHref()} variant="light">
                {t('use.newRelease')}
              </Button>
            </Stack>
          ) : (
            <>
              <Select
                label={t('use.release')}
                placeholder={t('use.choose')}
                data={editable.map((release) => ({
                  value: release.id,
                  label: [release.title ?? t('untitled'), release.artistName]
                    .filter(Boolean)
                    .join(' · '),
                }))}
                value={releaseId}
                onChange={(id) => {
                  use.reset();
                  setReleaseId(id);
                }}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
              {releases.hasNextPage ? (
                <Button
                  variant="subtle"
                  loading={releases.isFetchingNextPage}
                  onClick={() => void releases.fetchNextPage()}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('use.more')}
                </Button>
              ) : null}
              {use.isError ? (
                <Alert color="red" role="alert" title={t('use.failed')}>
                  {errorMessage(use.error)}
                </Alert>
              ) : null}
              <Button
                disabled={!releaseId}
                loading={use.isPending}
                onClick={() =>
                  releaseId && use.mutate({ setId: image.setId, index: image.index, releaseId })
                }
                style={{ alignSelf: 'flex-start' }}
              >
                {t('use.submit')}
              </Button>
            </>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
