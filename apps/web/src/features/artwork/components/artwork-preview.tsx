import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconReplace, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { thumbnailSrc, type ArtworkValue } from '../api/upload-artwork.ts';

/** The release's current artwork (the server's 600 px thumbnail) with replace and remove. */
export function ArtworkPreview({
  value,
  releaseTitle,
  onReplace,
  onRemove,
}: {
  value: ArtworkValue;
  releaseTitle: string;
  onReplace: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('artwork');
  const title = releaseTitle.trim();
  return (
    <Group align="flex-end" gap="lg">
      <Image
        src={thumbnailSrc(value.thumbnailUrl)}
        alt={title ? t('preview.alt', { title }) : t('preview.altUntitled')}
        w={200}
        h={200}
        radius="md"
        fit="cover"
      />
      <Stack gap="xs">
        <Text size="sm" c="dimmed" maw={260}>
          {t('preview.ready')}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconReplace size={16} aria-hidden />}
            onClick={onReplace}
          >
            {t('preview.replace')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
          >
            {t('preview.remove')}
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}
