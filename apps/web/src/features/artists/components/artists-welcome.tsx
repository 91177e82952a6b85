import { Button, List } from '@mantine/core';
import { IconMicrophone2, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';

/** The list of a user who has no artist yet: what an artist is for, and how to start. */
export function ArtistsWelcome() {
  const { t } = useTranslation('artists');
  return (
    <EmptyState
      id="artists-welcome"
      icon={<IconMicrophone2 size={32} />}
      title={t('welcome.title')}
      body={t('welcome.body')}
    >
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
    </EmptyState>
  );
}
