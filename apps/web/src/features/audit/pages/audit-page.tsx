import {
  Alert,
  Button,
  Center,
  CloseButton,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { auditActions, type AuditAction } from '@soundpost/contracts/audit';
import { errorMessage } from '../../../lib/forms.ts';
import { useAudit, type AuditEntry, type AuditFilter } from '../api/get-audit.ts';
import { AdminPage } from '../../../components/admin-page.tsx';
import { AuditEntryItem } from '../components/audit-entry-item.tsx';

const isAction = (value: string | null): value is AuditAction =>
  (auditActions as readonly string[]).includes(value ?? '');

/** The filter lives in the address, so a filtered view can be linked and reloaded. */
function useAuditFilter() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const filter: AuditFilter = {
    ...(params.get('actorId') ? { actorId: params.get('actorId')! } : {}),
    ...(params.get('targetId') ? { targetId: params.get('targetId')! } : {}),
    ...(isAction(action) ? { action } : {}),
  };
  const set = (key: keyof AuditFilter, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { filter, set };
}

/** The name an active person filter shows, taken from a loaded entry. */
function nameOf(entries: AuditEntry[], id: string | undefined, side: 'actor' | 'target') {
  const found = entries.find((e) => (side === 'actor' ? e.actorId : e.targetId) === id)?.[side];
  return found ? `@${found.username}` : null;
}

/** Staff actions for administrators: who did what to which account, from where. */
export function AuditPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const { filter, set } = useAuditFilter();
  const audit = useAudit(filter);
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const chips = [
    { key: 'actorId' as const, label: t('audit.filters.staff'), side: 'actor' as const },
    { key: 'targetId' as const, label: t('audit.filters.account'), side: 'target' as const },
  ].filter((chip) => filter[chip.key]);

  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1} id="admin-audit-title">
          {t('audit.title')}
        </Title>
        <Text c="dimmed">{t('audit.subtitle')}</Text>
      </Stack>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('audit.filters.action')}
          data={[
            { value: '', label: t('audit.filters.allActions') },
            ...auditActions.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
          ]}
          value={filter.action ?? ''}
          onChange={(value) => set('action', value || null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
        />
        {chips.map((chip) => {
          const who = nameOf(entries, filter[chip.key], chip.side) ?? filter[chip.key];
          return (
            <Group key={chip.key} gap={4} wrap="nowrap">
              <Text size="sm">{`${chip.label}: ${who}`}</Text>
              <CloseButton
                size="sm"
                aria-label={t('audit.filters.remove', { filter: chip.label })}
                onClick={() => set(chip.key, null)}
              />
            </Group>
          );
        })}
      </Group>
      {audit.isPending ? (
        <Skeleton h={240} />
      ) : audit.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(audit.error)}
        </Alert>
      ) : entries.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{t('audit.empty')}</Text>
        </Center>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <AuditEntryItem
              key={entry.id}
              entry={entry}
              onActor={(id) => set('actorId', id)}
              onTarget={(id) => set('targetId', id)}
            />
          ))}
        </Stack>
      )}
      {audit.hasNextPage ? (
        <Group>
          <Button
            variant="default"
            onClick={() => void audit.fetchNextPage()}
            loading={audit.isFetchingNextPage}
          >
            {t('audit.loadMore')}
          </Button>
        </Group>
      ) : null}
    </AdminPage>
  );
}
