import { Anchor, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeUserAgent, formatDateTime } from '../../../lib/format.ts';
import type { AuditEntry } from '../api/get-audit.ts';

type Person = AuditEntry['actor'];

/** What an entry's data says, in words (a request while impersonating stays technical). */
function Details({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const data = entry.data as Record<string, string | number | undefined>;
  switch (entry.action) {
    case 'user_blocked':
      return (
        <Text size="sm">
          {t(data.kind === 'banned' ? 'status.banned' : 'status.frozen')}
          {data.reason ? ` — ${String(data.reason)}` : ''}
        </Text>
      );
    case 'user_plan_changed':
      return (
        <Text size="sm">
          {t('audit.planChange', {
            from: t(`plans.${String(data.from)}`),
            to: t(`plans.${String(data.to)}`),
          })}
        </Text>
      );
    case 'subscription_refunded':
      return (
        <Text size="sm">
          {t('audit.refund', {
            invoice: String(data.invoice),
            amount: new Intl.NumberFormat(i18n.language, {
              style: 'currency',
              currency: String(data.currency),
            }).format(Number(data.amountMinor) / 100),
          })}
        </Text>
      );
    case 'impersonated_request':
    case 'admin_request': {
      const params = Object.values((entry.data.params ?? {}) as Record<string, string>);
      return (
        <Code style={{ overflowWrap: 'anywhere' }}>
          {`${String(data.method)} ${String(data.route)} → ${String(data.status)}`}
          {params.length > 0 ? ` (${params.join(', ')})` : ''}
        </Code>
      );
    }
    default:
      return null;
  }
}

function PersonLink({
  person,
  id,
  label,
  onSelect,
}: {
  person: Person;
  id: string;
  label: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Text size="sm" span>
      {label}{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => onSelect(id)}
        // Inline and start-aligned, so a long name wraps like text on a phone.
        style={{ display: 'inline', textAlign: 'start' }}
      >
        {person ? `${person.name} (@${person.username})` : t('audit.deletedAccount')}
      </Anchor>
    </Text>
  );
}

/** One staff action: what, who, on whom, when and from where. */
export function AuditEntryItem({
  entry,
  onActor,
  onTarget,
}: {
  entry: AuditEntry;
  onActor: (id: string) => void;
  onTarget: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const device = describeUserAgent(entry.userAgent);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Text fw={600}>{t(`audit.actions.${entry.action}`)}</Text>
          <Text size="xs" c="dimmed">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </Text>
        </Group>
        <Details entry={entry} />
        <Group gap="md" wrap="wrap">
          <PersonLink
            person={entry.actor}
            id={entry.actorId}
            label={t('audit.by')}
            onSelect={onActor}
          />
          {entry.targetId ? (
            <PersonLink
              person={entry.target}
              id={entry.targetId}
              label={t('audit.on')}
              onSelect={onTarget}
            />
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {[entry.ip, device].filter(Boolean).join(' · ') || t('audit.noSource')}
        </Text>
      </Stack>
    </Paper>
  );
}
