import { Stack, Text } from '@mantine/core';

/** One figure of a queue summary card: a small label over its value. */
export function SummaryFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={110}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
