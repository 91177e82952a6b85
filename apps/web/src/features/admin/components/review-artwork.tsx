import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The delivery artwork (3000 px) at its full size, scrolled within the card if wider. */
export function ReviewArtwork({ url, title }: { url: string | null; title: string }) {
  const { t } = useTranslation('review');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="review-artwork">
      <Title order={2} size="h4" mb="sm" id="review-artwork">
        {t('artwork.title')}
      </Title>
      {url ? (
        <Stack gap="xs">
          {/* Scrolled by keyboard too: focusable, and named for what it holds. */}
          <div
            style={{ overflow: 'auto', maxHeight: '80vh' }}
            tabIndex={0}
            role="region"
            aria-label={t('artwork.scroll')}
          >
            <Image src={url} alt={t('artwork.alt', { title })} maw="none" w="auto" fit="none" />
          </div>
          <Anchor href={url} target="_blank" rel="noopener" size="sm">
            {t('artwork.open')}
          </Anchor>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('artwork.none')}
        </Text>
      )}
    </Card>
  );
}
