import { Button } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';

/** An id that is not one of the user's artists: the API says 404 for others' artists too. */
export function ArtistNotFound() {
  const { t } = useTranslation('artists');
  return (
    <EmptyState
      id="artist-missing"
      icon={<IconUserQuestion size={32} />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      headingOrder={1}
      muted
    >
      <Button component={Link} to={paths.artists.list.getHref()} variant="default">
        {t('notFound.back')}
      </Button>
    </EmptyState>
  );
}
