import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';

/**
 * A titled card of a page (settings, dashboard, wizard step, release): the id ties the
 * heading to its region; `action` (a link, a button) stands beside the heading.
 */
export function SectionCard({
  id,
  title,
  description,
  action,
  headingSize = 'h4',
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  headingSize?: 'h3' | 'h4';
  children: ReactNode;
}) {
  const heading = (
    <Stack gap={4}>
      <Title order={2} size={headingSize} id={id}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        {action ? (
          <Group justify="space-between" gap="sm">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
