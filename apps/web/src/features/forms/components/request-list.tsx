import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormRequestSummary } from '@soundpost/contracts/forms';
import { QuerySection } from '../../../components/query-section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';

type Page = { items: FormRequestSummary[]; nextCursor: string | null };

/**
 * A paged list of requests, each a link to its page with when it was sent; `withSender` adds
 * who sent it (the team's inbox), otherwise its status shows (the user's own list).
 */
export function RequestList({
  query,
  title,
  emptyText,
  hrefOf,
  withSender = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  title: string;
  emptyText: string;
  hrefOf: (id: string) => string;
  withSender?: boolean;
}) {
  const { t } = useTranslation('forms');
  const items = (query.data?.pages ?? []).flatMap((page) => page.items);
  return (
    <QuerySection
      titleId="request-list"
      title={title}
      query={query}
      isEmpty={items.length === 0}
      emptyText={emptyText}
      moreLabel={t('more')}
    >
      <Stack gap="sm">
        {items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Anchor
                component={Link}
                to={hrefOf(item.id)}
                fw={600}
                aria-label={
                  withSender
                    ? `${t(`forms.${item.formId}.title`)} – ${t('admin.view', { name: item.ownerName ?? '' })}`
                    : undefined
                }
              >
                {t(`forms.${item.formId}.title`)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {withSender ? `${item.ownerName ?? ''} · ` : ''}
                {t('request.sentOn', { date: formatDateTime(item.createdAt) })}
              </Text>
            </Stack>
            {withSender ? null : <RequestStatusBadge status={item.status} />}
          </Group>
        ))}
      </Stack>
    </QuerySection>
  );
}
