import { Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MediaIssue } from '@soundpost/contracts/uploads';

/** QC findings (warnings or rejections) with the advice of each, translated. */
export function QcIssues({
  title,
  issues,
  color,
}: {
  title: string;
  issues: MediaIssue[];
  color: string;
}) {
  const { t, i18n } = useTranslation('errors');
  const adviceOf = (issue: MediaIssue) => {
    const key = (issue.advice ?? `${issue.code}_advice`).replace(/^errors:/, '');
    return i18n.exists(`errors:${key}`) ? t(key, issue.params ?? {}) : null;
  };
  if (issues.length === 0) return null;
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={16} color={color} aria-hidden />
        <Text size="sm" fw={600}>
          {title}
        </Text>
      </Group>
      <List size="sm" spacing={4}>
        {issues.map((issue) => (
          <List.Item key={issue.code}>
            <Text size="sm">{t(issue.code, issue.params ?? {})}</Text>
            {adviceOf(issue) ? (
              <Text size="xs" c="dimmed">
                {adviceOf(issue)}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
