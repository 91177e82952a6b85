import { ActionIcon, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A secret shown once (a two-factor key, an access token) beside a button that copies it. */
export function CopyableSecret({
  value,
  copyLabel,
  testId,
}: {
  value: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <ActionIcon variant="default" onClick={copy} aria-label={copyLabel}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}
