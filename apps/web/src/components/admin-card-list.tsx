import type { ReactNode } from 'react';
import { Box, Card, Group, Stack } from '@mantine/core';

/** A list of cards, one per row of an admin table, as a phone shows it. */
export function AdminCardList({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={labelledBy}
    >
      {children}
    </Stack>
  );
}

/**
 * One row of an admin list as a card: `head` (what the row is) with `corner` (a badge or a
 * button) kept whole beside it, then the rest of the row.
 */
export function AdminCard({
  head,
  corner,
  children,
}: {
  head: ReactNode;
  corner?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Group
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          preventGrowOverflow={false}
        >
          <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
            {head}
          </Box>
          {corner ? <Box style={{ flexShrink: 0 }}>{corner}</Box> : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
