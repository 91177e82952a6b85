import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';

/** An id that is not one of the user's artists: the API says 404 for others' artists too. */
export function ArtistNotFound() {
  const { t } = useTranslation('artists');
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="artist-missing">
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUserQuestion size={28} />
        </ThemeIcon>
        <Title order={1} size="h3" id="artist-missing">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.body')}
        </Text>
        <Button component={Link} to={paths.artists.list.getHref()} variant="default">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Card>
  );
}
