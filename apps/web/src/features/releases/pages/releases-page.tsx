import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedListPage } from '../../../components/paged-list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useReleases, type ReleaseSort } from '../api/get-releases.ts';
import { ReleaseCard } from '../components/release-card.tsx';
import { ReleasesEmpty } from '../components/releases-empty.tsx';

/** The user's releases, drafts included, newest or oldest first. */
export function ReleasesPage() {
  const { t } = useTranslation('releases');
  const [sort, setSort] = useState<ReleaseSort>('newest');
  return (
    <PagedListPage
      ns="releases"
      query={useReleases(sort)}
      sort={sort}
      sorts={[
        { value: 'newest', label: t('list.sortNewest') },
        { value: 'oldest', label: t('list.sortOldest') },
      ]}
      onSortChange={setSort}
      createHref={paths.releases.create.getHref()}
      empty={<ReleasesEmpty />}
      renderItems={(items) => (
        <Stack gap="sm">
          {items.map((release) => (
            <ReleaseCard key={release.id} release={release} />
          ))}
        </Stack>
      )}
    />
  );
}
