import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasReleaseEnded } from '@soundpost/contracts/catalog';
import { SectionCard } from '../../../../components/section-card.tsx';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useStores } from '../../api/get-stores.ts';

/**
 * The stores the release goes to, as chosen. Until it is live, a word that their links come
 * then; once live the stores' card has them, and a release that ended will have none.
 */
export function SelectedStores({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('releases');
  const stores = useStores();
  const names = release.storeIds.map(
    (id) => stores.data?.items.find((s) => s.id === id)?.name ?? id,
  );
  return (
    <SectionCard id="selected-stores-title" title={t('detail.selectedStores')}>
      <Text size="sm">{names.length > 0 ? names.join(', ') : t('detail.noStores')}</Text>
      {release.status === 'live' || hasReleaseEnded(release.status) ? null : (
        <Text size="xs" c="dimmed">
          {t('detail.storeLinksLater')}
        </Text>
      )}
    </SectionCard>
  );
}
