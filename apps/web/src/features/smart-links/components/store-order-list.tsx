import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type StoreToggle = { storeId: string; name: string; enabled: boolean };

/** The link's stores: each one's button on or off, moved up or down with the arrows. */
export function StoreOrderList(props: {
  stores: StoreToggle[];
  onChange: (stores: StoreToggle[]) => void;
}) {
  const { t } = useTranslation('smart-links');
  const { stores, onChange } = props;
  const move = (from: number, to: number) => {
    const next = [...stores];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const toggle = (index: number, enabled: boolean) =>
    onChange(stores.map((s, i) => (i === index ? { ...s, enabled } : s)));
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {stores.map((store, index) => (
        <Paper key={store.storeId} component="li" withBorder radius="md" p="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Switch
              checked={store.enabled}
              onChange={(event) => toggle(index, event.currentTarget.checked)}
              label={<Text fw={500}>{store.name}</Text>}
              aria-label={t('editor.showStore', { store: store.name })}
            />
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('editor.moveUp', { store: store.name })}
              >
                <IconArrowUp size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={index === stores.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('editor.moveDown', { store: store.name })}
              >
                <IconArrowDown size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
