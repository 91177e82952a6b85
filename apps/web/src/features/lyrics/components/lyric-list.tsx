import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLyrics } from '../api/lyrics.ts';
import { WriterLabel } from './writer-label.tsx';

/** "My lyrics": the user's lyrics, newest first, each opening its page. */
export function LyricList() {
  const { t } = useTranslation('lyrics');
  const lyrics = useLyrics();
  const items = lyrics.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="my-lyrics">
      <Stack gap="md">
        <Title order={2} size="h3" id="my-lyrics">
          {t('list.heading')}
        </Title>
        {lyrics.isPending ? (
          <Skeleton h={80} />
        ) : lyrics.isError ? (
          <Text role="alert">{errorMessage(lyrics.error)}</Text>
        ) : items.length === 0 ? (
          <Text c="dimmed">{t('list.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((lyric) => (
              <li key={lyric.id}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2}>
                    <Anchor
                      component={Link}
                      to={paths.tools.lyrics.detail.getHref(lyric.id)}
                      fw={600}
                    >
                      {lyric.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t('list.written', { date: formatDateTime(lyric.createdAt) })} ·{' '}
                      {t(`moods.${lyric.mood}`)}
                    </Text>
                  </Stack>
                  <WriterLabel provider={lyric.provider} model={lyric.model} />
                </Group>
              </li>
            ))}
          </Stack>
        )}
        {lyrics.hasNextPage ? (
          <Button
            variant="subtle"
            onClick={() => void lyrics.fetchNextPage()}
            loading={lyrics.isFetchingNextPage}
          >
            {t('list.more')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
