import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDisc, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';

/** The list of a user without any release: what to do first. */
export function ReleasesEmpty() {
  const { t } = useTranslation('releases');
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="releases-empty">
      <Stack align="center" gap="md" ta="center" py="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconDisc size={32} />
        </ThemeIcon>
        <Title order={2} size="h3" id="releases-empty">
          {t('list.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('list.emptyBody')}
        </Text>
        <Button
          component={Link}
          to={paths.releases.create.getHref()}
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('list.create')}
        </Button>
      </Stack>
    </Card>
  );
}
