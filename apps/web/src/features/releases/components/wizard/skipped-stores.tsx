import { useState } from 'react';
import { Alert, Anchor, Collapse, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The stores a draft kept from a paid plan that the current plan does not deliver to: one
 * sentence with their number, and their names behind a disclosure.
 */
export function SkippedStores({ names }: { names: string[] }) {
  const { t } = useTranslation('wizard');
  const [open, setOpen] = useState(false);
  if (names.length === 0) return null;
  return (
    <Alert variant="light" color="yellow" role="status">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{t('stores.skipped', { count: names.length })}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={open}
          aria-controls="skipped-stores"
          onClick={() => setOpen((o) => !o)}
        >
          {t('stores.skippedDetails')}
        </Anchor>
        <Collapse expanded={open} id="skipped-stores">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {names.join(', ')}
          </Text>
        </Collapse>
      </Stack>
    </Alert>
  );
}
