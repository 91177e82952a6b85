import { Button } from '@mantine/core';
import { IconDisc, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';

/** The list of a user without any release: what to do first. */
export function ReleasesEmpty() {
  const { t } = useTranslation('releases');
  return (
    <EmptyState
      id="releases-empty"
      icon={<IconDisc size={32} />}
      title={t('list.emptyTitle')}
      body={t('list.emptyBody')}
    >
      <Button
        component={Link}
        to={paths.releases.create.getHref()}
        size="md"
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        {t('list.create')}
      </Button>
    </EmptyState>
  );
}
