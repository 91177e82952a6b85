import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import { UpgradeLink } from '../../../components/upgrade-link.tsx';
import type { RoyaltySummary } from '../api/royalties.ts';
import { formatMoney, isZeroMoney, subtractMoney } from '../../../lib/money.ts';

/**
 * For a free artist with earnings: what the paid plans' 100% share would have paid instead of
 * 85%, from their own entries (the summary's `proEarned`).
 */
export function ProUpsell({ summary }: { summary: RoyaltySummary }) {
  const { t } = useTranslation('royalties');
  const [opened, { open, close }] = useDisclosure(false);
  const missed = subtractMoney(summary.proEarned, summary.earned);
  if (isZeroMoney(missed)) return null;
  return (
    <>
      <Button variant="light" color="grape" onClick={open}>
        {t('upsell.open', { amount: formatMoney(missed) })}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('upsell.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="md">
          <Text>
            <Trans
              t={t}
              i18nKey="upsell.body"
              values={{
                earned: formatMoney(summary.earned),
                pro: formatMoney(summary.proEarned),
                missed: formatMoney(missed),
              }}
              components={{ strong: <strong /> }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            {t('upsell.note')}
          </Text>
          <UpgradeLink from="royalties_upsell" />
        </Stack>
      </Modal>
    </>
  );
}
