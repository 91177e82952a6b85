import { Badge, Stack, Text } from '@mantine/core';

/**
 * Who makes a creator tool's result, said plainly: a built-in default (grey, never called AI)
 * or the configured model (named), with an optional line on what that means. The line goes
 * under the badge, so a phone keeps it readable.
 */
export function ProviderLabel({
  builtin,
  label,
  hint,
}: {
  builtin: boolean;
  label: string;
  hint?: string;
}) {
  const badge = (
    <Badge variant="light" color={builtin ? 'gray' : 'violet'} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
  if (!hint) return badge;
  return (
    <Stack gap={4} align="flex-start">
      {badge}
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
