import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedListPage } from '../../../components/paged-list-page.tsx';
import { ReleaseAllowanceNotice } from '../../../components/release-allowance-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { useReleaseAllowance } from '../api/get-release-allowance.ts';
import { useReleases, type ReleaseSort } from '../../../lib/release-queries.ts';
import { ReleaseCard } from '../components/release-card.tsx';
import { ReleasesEmpty } from '../components/releases-empty.tsx';

/**
 * The user's releases, drafts included, newest or oldest first; on the free plan, the month's
 * allowance above them, and no "New release" once it is used up.
 */
export function ReleasesPage() {
  const { t } = useTranslation('releases');
  const [sort, setSort] = useState<ReleaseSort>('newest');
  const allowance = useReleaseAllowance().data ?? null;
  const usedUp = allowance !== null && allowance.used >= allowance.limit;
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
      createHref={usedUp ? null : paths.releases.create.getHref()}
      notice={<ReleaseAllowanceNotice allowance={allowance} />}
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
