import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { change } from '../utils/numbers.ts';

/** How a figure moved against the previous period, in words (colour only repeats them). */
export function DeltaText({ now, before }: { now: number; before: number }) {
  const { t } = useTranslation('analytics');
  const moved = change(now, before);
  const color = moved.kind === 'up' ? 'teal' : moved.kind === 'down' ? 'red' : 'dimmed';
  return (
    <Text size="xs" c={color} fw={500}>
      {moved.kind === 'up' || moved.kind === 'down'
        ? t(`delta.${moved.kind}`, { value: moved.value })
        : t(`delta.${moved.kind}`)}
    </Text>
  );
}
