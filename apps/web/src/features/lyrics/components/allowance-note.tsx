import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ToolAllowance } from '@soundpost/contracts/tool-quotas';
import { UpgradeLink } from '../../../components/upgrade-link.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatDay } from '../../../lib/format.ts';

/** What the plan leaves of this month's lyrics, and the way to more when none is left. */
export function AllowanceNote({ allowance }: { allowance: ToolAllowance }) {
  const { t } = useTranslation('lyrics');
  if (allowance.limit === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('allowance.unlimited')}
      </Text>
    );
  }
  const left = Math.max(0, allowance.limit - allowance.used);
  const resets = t('allowance.resets', { date: formatDay(allowance.resetsAt, currentLanguage()) });
  if (left === 0) {
    return (
      <Alert color="orange" variant="light" role="status">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('allowance.none')} {resets}
          </Text>
          <UpgradeLink from="lyrics" />
        </Stack>
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('allowance.left', { left, limit: allowance.limit })}
    </Text>
  );
}
