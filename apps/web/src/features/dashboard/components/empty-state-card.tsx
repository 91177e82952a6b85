import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { SectionCard } from '../../../components/section-card.tsx';

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
    <SectionCard id={id} title={title}>
      <Stack align="center" gap="xs" py="lg" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text c="dimmed" maw={360}>
          {body}
        </Text>
      </Stack>
    </SectionCard>
  );
}
