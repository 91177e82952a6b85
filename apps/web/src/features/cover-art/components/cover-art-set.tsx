import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CoverArtSet as Set } from '@soundpost/contracts/cover-art';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteCoverArt } from '../api/cover-art.ts';
import { PainterLabel } from './painter-label.tsx';
import type { ChosenImage } from './use-on-release.tsx';

/** One request: its words and look, then its four images (or that they are being made). */
export function CoverArtSet({ set, onUse }: { set: Set; onUse: (image: ChosenImage) => void }) {
  const { t } = useTranslation(['cover-art', 'errors']);
  const remove = useDeleteCoverArt();
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={set.prompt}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {set.prompt}
            </Text>
            <Group gap="xs">
              <Badge variant="outline">{t(`styles.${set.style}`)}</Badge>
              <PainterLabel provider={set.provider} model={set.model} />
              <Text size="xs" c="dimmed">
                {formatDateTime(set.createdAt)}
              </Text>
            </Group>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('sets.delete')}
            loading={remove.isPending}
            onClick={() => remove.mutate(set.id)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {set.status === 'pending' ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('sets.pending')}</Text>
          </Group>
        ) : null}
        {set.status === 'failed' ? (
          <Alert color="red" role="alert">
            {t(`errors:${set.failure?.code ?? 'cover_art_failed'}`)}
          </Alert>
        ) : null}
        {set.images.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {set.images.map((image) => {
              const alt = t('image.alt', { n: image.index + 1, prompt: set.prompt });
              return (
                <Stack key={image.index} gap={6}>
                  <Image src={image.previewUrl} alt={alt} radius="md" loading="lazy" />
                  <Group gap={6} wrap="wrap">
                    <Button
                      size="compact-sm"
                      onClick={() =>
                        onUse({
                          setId: set.id,
                          index: image.index,
                          previewUrl: image.previewUrl,
                          alt,
                        })
                      }
                    >
                      {t('image.use')}
                    </Button>
                    <Anchor
                      href={image.url}
                      download
                      size="sm"
                      aria-label={t('image.download', { n: image.index + 1 })}
                    >
                      <IconDownload size={18} aria-hidden />
                    </Anchor>
                  </Group>
                </Stack>
              );
            })}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}
