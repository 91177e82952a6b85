import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMicrophone2, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';

/** The list of a user who has no artist yet: what an artist is for, and how to start. */
export function ArtistsWelcome() {
  const { t } = useTranslation('artists');
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="artists-welcome">
      <Stack align="center" gap="md" ta="center" py="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMicrophone2 size={32} />
        </ThemeIcon>
        <Title order={2} size="h3" id="artists-welcome">
          {t('welcome.title')}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('welcome.body')}
        </Text>
        <List size="sm" spacing={4} ta="start" maw={520}>
          <List.Item>{t('welcome.point1')}</List.Item>
          <List.Item>{t('welcome.point2')}</List.Item>
          <List.Item>{t('welcome.point3')}</List.Item>
        </List>
        <Button
          component={Link}
          to={paths.artists.create.getHref()}
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('welcome.cta')}
        </Button>
      </Stack>
    </Card>
  );
}
