import type { ReactNode } from 'react';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** A centred card for "nothing here yet" and "not found": icon, heading, text, then actions. */
export function EmptyState(props: {
  id: string;
  icon: ReactNode;
  title: string;
  body: string;
  /** h1 when the card is the whole page, h2 inside a page that has its own title. */
  headingOrder?: 1 | 2;
  muted?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={props.id}>
      <Stack align="center" gap="md" ta="center" py="md">
        <ThemeIcon
          size={64}
          radius="xl"
          variant="light"
          color={props.muted ? 'gray' : undefined}
          aria-hidden
        >
          {props.icon}
        </ThemeIcon>
        <Title order={props.headingOrder ?? 2} size="h3" id={props.id}>
          {props.title}
        </Title>
        <Text c="dimmed" maw={520}>
          {props.body}
        </Text>
        {props.children}
      </Stack>
    </Card>
  );
}
