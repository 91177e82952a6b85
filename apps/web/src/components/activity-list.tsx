import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { activitySchema } from '@soundpost/contracts/users';
import { describeUserAgent, formatDateTime } from '../lib/format.ts';

export type Activity = z.infer<typeof activitySchema>;

/**
 * Account events (sign-ins, password changes…) as a list; used by the dashboard and account.
 * Events staff caused say so instead of naming a place and device (the server sends none).
 */
export function ActivityList({ items }: { items: Activity[] }) {
  const { t } = useTranslation('common');
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const device = describeUserAgent(item.userAgent);
        return (
          <Group component="li" key={item.id} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="md" radius="xl" aria-hidden>
              <IconActivity size={16} />
            </ThemeIcon>
            <div>
              <Text size="sm" fw={500}>
                {t(`activity.kinds.${item.kind}`)}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                {item.byStaff ? ` · ${t('activity.byStaff')}` : ''}
                {item.ip ? ` · ${item.ip}` : ''}
                {device ? ` · ${device}` : ''}
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
