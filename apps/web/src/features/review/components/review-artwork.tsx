import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Size = { width: number; height: number };

/**
 * The delivery artwork, fitted whole in the card (a 3000 px cover would otherwise show only its
 * top-left corner); the zoom shows it pixel for pixel, scrolled within the card.
 */
export function ReviewArtwork({ url, title }: { url: string | null; title: string }) {
  const { t } = useTranslation('review');
  const [zoomed, setZoomed] = useState(false);
  const [size, setSize] = useState<Size | null>(null);
  const alt = t('artwork.alt', { title });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="review-artwork">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="review-artwork">
          {t('artwork.title')}
        </Title>
        {size ? (
          <Text size="sm" c="dimmed">
            {t('artwork.size', size)}
          </Text>
        ) : null}
      </Group>
      {url ? (
        <Stack gap="xs">
          {zoomed ? (
            // Scrolled by keyboard too: focusable, and named for what it holds.
            <div
              style={{ overflow: 'auto', maxHeight: '80vh' }}
              tabIndex={0}
              role="region"
              aria-label={t('artwork.scroll')}
            >
              <img src={url} alt={alt} style={{ display: 'block', maxWidth: 'none' }} />
            </div>
          ) : (
            <img
              src={url}
              alt={alt}
              onLoad={(e) =>
                setSize({
                  width: e.currentTarget.naturalWidth,
                  height: e.currentTarget.naturalHeight,
                })
              }
              style={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: 'min(70vh, 560px)',
                width: 'auto',
                height: 'auto',
                margin: '0 auto',
              }}
            />
          )}
          <Group justify="space-between" gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              leftSection={zoomed ? <IconZoomOut size={16} /> : <IconZoomIn size={16} />}
              onClick={() => setZoomed((z) => !z)}
            >
              {zoomed ? t('artwork.fit') : t('artwork.zoom')}
            </Button>
            <Anchor href={url} target="_blank" rel="noopener" size="sm">
              {t('artwork.open')}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('artwork.none')}
        </Text>
      )}
    </Card>
  );
}
