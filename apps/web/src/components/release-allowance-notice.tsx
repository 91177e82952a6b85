import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseAllowance } from '@soundpost/contracts/releases';
import { UpgradeLink } from './upgrade-link.tsx';

/**
 * The free plan's releases this month (used / limit), where a release starts: the release
 * list, the new-release page and the dashboard. Once used up it says so, with the way to more.
 */
export function ReleaseAllowanceNotice({ allowance }: { allowance: ReleaseAllowance | null }) {
  const { t } = useTranslation('common');
  if (!allowance) return null;
  const { used, limit } = allowance;
  if (used >= limit) {
    return (
      <Alert color="orange" variant="light" role="alert" title={t('allowance.usedUpTitle')}>
        <Text size="sm" mb="xs">
          {t('allowance.usedUp', { count: limit })}
        </Text>
        <UpgradeLink from="release_allowance" />
      </Alert>
    );
  }
  return (
    // Information, not a warning: a status, so it is not announced as an alert.
    <Alert color="blue" variant="light" role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('allowance.used', { used, count: limit })}</Text>
        <UpgradeLink from="release_allowance" />
      </Group>
    </Alert>
  );
}
