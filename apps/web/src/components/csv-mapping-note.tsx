import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The chosen store's mapping query: null data when it has none. */
  mapping: { isSuccess: boolean; data?: unknown };
  storeName: string;
  /** Shows the store's mapping in the page's mapping section. */
  onEdit: () => void;
};

/**
 * Under an import form's CSV format: whether the chosen store has a saved mapping (a CSV is
 * refused without one), with a button to set it up or edit it.
 */
export function CsvMappingNote({ mapping, storeName, onEdit }: Props) {
  const { t } = useTranslation('admin');
  if (!mapping.isSuccess) return null;
  const missing = mapping.data === null;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      bg={missing ? 'var(--mantine-color-yellow-light)' : undefined}
      role="status"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t(missing ? 'csvMapping.noteMissing' : 'csvMapping.noteSaved', { store: storeName })}
        </Text>
        <Button size="xs" variant="light" onClick={onEdit}>
          {t(missing ? 'csvMapping.setUp' : 'csvMapping.edit')}
        </Button>
      </Group>
    </Paper>
  );
}
