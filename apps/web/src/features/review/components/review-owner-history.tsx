import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { ReviewRelease } from '../api/review-release.ts';

/** The owner's other releases with every rejection and reopening they had. */
export function ReviewOwnerHistory({ history }: { history: ReviewRelease['history'] }) {
  const { t } = useTranslation(['review', 'releases']);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="review-history">
      <Title order={2} size="h4" mb="sm" id="review-history">
        {t('history.title')}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {history.map((entry) => (
            <Stack component="li" key={entry.id} gap={4}>
              <Group gap="xs" wrap="wrap">
                <Anchor
                  component={Link}
                  to={paths.admin.release.getHref(entry.id)}
                  size="sm"
                  fw={500}
                >
                  {entry.title ?? t('queue.untitled')}
                </Anchor>
                <Badge size="sm" variant="light">
                  {t(`releases:status.${entry.status}`)}
                </Badge>
                {entry.submittedAt ? (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.submittedAt)}
                  </Text>
                ) : null}
              </Group>
              {entry.decisions.length ? (
                <List size="xs" spacing={2}>
                  {entry.decisions.map((d, i) => (
                    <List.Item key={`${d.at}-${i}`}>
                      {t(`history.${d.kind}`, { date: formatDateTime(d.at) })}
                      {d.reason ? ` · ${t(`releases:reasons.${d.reason}.name`)}` : ''}
                      {d.note ? ` — ${d.note}` : ''}
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
