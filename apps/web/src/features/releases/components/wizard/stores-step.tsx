import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpgradeLink } from '../../../../components/upgrade-link.tsx';
import { errorMessage } from '../../../../lib/forms.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useStores } from '../../api/get-stores.ts';
import { useCapabilities } from '../../../../lib/use-capabilities.ts';
import type { useSaveStep } from '../../hooks/use-save-step.ts';
import { SkippedStores } from './skipped-stores.tsx';
import { StepForm } from './step-form.tsx';
import { stepHref } from './wizard-shell.tsx';

type Props = { release: ReleaseDetail; saving: ReturnType<typeof useSaveStep> };

/** The stores to deliver to: search, select all or none; the plan decides which are open. */
export function StoresStep({ release, saving }: Props) {
  const { t } = useTranslation(['wizard', 'errors']);
  const caps = useCapabilities();
  const stores = useStores();
  const [selected, setSelected] = useState<string[]>(release.storeIds);
  const [search, setSearch] = useState('');
  const [missing, setMissing] = useState(false);
  const all = useMemo(() => stores.data?.items ?? [], [stores.data]);
  const available = all.filter((s) => s.availableOnPlan);
  // Stores chosen on a paid plan stay on the draft after a downgrade, but are not delivered:
  // they are counted apart and left out of what this step saves.
  const isAvailable = (id: string) => available.some((s) => s.id === id);
  const delivered = selected.filter(isAvailable);
  const skipped = all.filter((s) => !s.availableOnPlan && release.storeIds.includes(s.id));
  const query = search.trim().toLowerCase();
  const shown = query ? all.filter((s) => s.name.toLowerCase().includes(query)) : all;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((s) => s !== id)));

  // Paid-only stores left on the draft are not the artist's change: only what is delivered counts.
  const saved = release.storeIds.filter(isAvailable);
  const dirty =
    stores.isSuccess &&
    (delivered.length !== saved.length || delivered.some((id) => !saved.includes(id)));
  /** The selection when it can be saved (at least one store), else null with the reason shown. */
  const checked = () => {
    setMissing(delivered.length === 0);
    return delivered.length === 0 ? null : { storeIds: delivered };
  };

  return (
    <StepForm
      id="stores-title"
      title={t('stores.title')}
      intro={t('stores.intro')}
      saving={saving}
      dirty={dirty}
      checked={checked}
      problem={missing ? t('messages.storeRequired') : null}
      backHref={stepHref(release.id, 'tracks')}
    >
      {!caps.allStores ? (
        <Alert variant="light" color="yellow" role="note">
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t('stores.freeNotice')}</Text>
            <UpgradeLink from="wizard_platforms" />
          </Stack>
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          label={t('stores.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          style={{ flex: 1, minWidth: 200 }}
        />
        <Group gap="xs" align="flex-end" style={{ alignSelf: 'flex-end' }}>
          <Button variant="default" onClick={() => setSelected(available.map((s) => s.id))}>
            {t('stores.selectAll')}
          </Button>
          <Button variant="default" onClick={() => setSelected([])}>
            {t('stores.selectNone')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('stores.selected', { count: delivered.length, total: available.length })}
      </Text>
      <SkippedStores names={skipped.map((s) => s.name)} />
      {stores.isPending ? (
        <Skeleton h={200} />
      ) : stores.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('stores.loadFailed')}>
          {errorMessage(stores.error)}
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('stores.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {shown.map((store) => (
            <Group key={store.id} gap="xs" wrap="nowrap">
              <Checkbox
                checked={store.availableOnPlan && selected.includes(store.id)}
                disabled={!store.availableOnPlan}
                onChange={(event) => toggle(store.id, event.currentTarget.checked)}
                label={store.name}
                description={t(`stores.categories.${store.category}`)}
              />
              {!store.availableOnPlan ? (
                // Never shrunk: a long store name wraps instead of clipping the badge.
                <Badge size="xs" variant="light" color="yellow" style={{ flexShrink: 0 }}>
                  {t('stores.premium')}
                </Badge>
              ) : null}
            </Group>
          ))}
        </SimpleGrid>
      )}
    </StepForm>
  );
}
