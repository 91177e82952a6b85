import { Group, Text } from '@mantine/core';

/** The wordmark; decorative mark plus the product name, which is not translated. */
export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-6)" />
        <path
          d="M40 12v27.5a8.5 8.5 0 1 1-5-7.74V20l-12 3v20.5a8.5 8.5 0 1 1-5-7.74V18z"
          fill="#fff"
        />
      </svg>
      <Text component="span" fw={800} fz="lg" c="var(--mantine-color-text)">
        Soundpost
      </Text>
    </Group>
  );
}
