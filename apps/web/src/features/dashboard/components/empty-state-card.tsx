import type { ReactNode } from 'react';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** A dashboard section that has nothing to show yet, saying what will appear there. */
export function EmptyStateCard({
  id,
  title,
  body,
  icon,
}: {
  id: string;
  title: string;
  body: string;
  icon: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      <Stack align="center" gap="xs" py="lg" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text c="dimmed" maw={360}>
          {body}
        </Text>
      </Stack>
    </Card>
  );
}
