import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ToolAllowance as Allowance } from '@soundpost/contracts/tool-quotas';
import { formatDay } from '../lib/format.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { UpgradeLink } from './upgrade-link.tsx';

/**
 * What the user's plan allows of a creator tool this month, and the way up when nothing is
 * left (the `tools` namespace).
 */
export function ToolAllowance({ allowance }: { allowance: Allowance | undefined }) {
  const { t } = useTranslation('tools');
  if (!allowance) return null;
  const { used, limit, resetsAt } = allowance;
  if (limit === null)
    return (
      <Text size="sm" c="dimmed">
        {t('allowance.unlimited')}
      </Text>
    );
  const left = Math.max(0, limit - used);
  if (left > 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('allowance.left', { count: left, limit })}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" c="var(--mantine-color-error)" fw={500}>
        {t('allowance.none', { date: formatDay(resetsAt, currentLanguage()) })}
      </Text>
      <UpgradeLink from={`tools-${allowance.tool}`} />
    </Stack>
  );
}
