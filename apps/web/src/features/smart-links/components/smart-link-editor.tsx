import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  smartLinkSlugSchema,
  type SmartLinkDetail,
  type SmartLinkTheme,
} from '@soundpost/contracts/smart-links';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage, translateFieldError } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateSmartLink } from '../api/smart-links.ts';
import { StoreOrderList, type StoreToggle } from './store-order-list.tsx';
import { ThemeFields } from './theme-fields.tsx';

type Status = 'active' | 'inactive';
const slugLabel = 'smart-links:editor.slug';

/** The editor tab: slug, status, the stores' toggles and order, and (PRO) the look. */
export function SmartLinkEditor({ link }: { link: SmartLinkDetail }) {
  // The slug's messages are the validation and error catalogs' (loaded with the editor).
  const { t } = useTranslation(['smart-links', 'validation', 'errors']);
  const update = useUpdateSmartLink(link.id);
  const [slug, setSlug] = useState(link.slug);
  const [slugError, setSlugError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(link.status === 'inactive' ? 'inactive' : 'active');
  const [stores, setStores] = useState<StoreToggle[]>(link.stores);
  const [theme, setTheme] = useState<SmartLinkTheme | null>(link.theme);

  const save = () => {
    const parsed = smartLinkSlugSchema.safeParse(slug);
    if (!parsed.success) {
      setSlugError(translateFieldError(parsed.error.issues[0]!.message, slugLabel));
      return;
    }
    setSlugError(null);
    update.mutate(
      {
        slug: parsed.data,
        status,
        stores: stores.map(({ storeId, enabled }) => ({ storeId, enabled })),
        ...(link.canCustomise ? { theme } : {}),
      },
      {
        onSuccess: (saved) => {
          setSlug(saved.slug);
          notify({ color: 'teal', message: t('editor.saved') });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.fields?.slug) setSlugError(translateFieldError(error.fields.slug, slugLabel));
          else if (error.code === 'smart_link_slug_taken') setSlugError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <TextInput
        label={t('editor.slug')}
        description={t('editor.slugHint', { url: link.url.replace(/[^/]+$/, '') })}
        value={slug}
        onChange={(event) => setSlug(event.currentTarget.value)}
        error={slugError}
        autoComplete="off"
        spellCheck={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="smart-link-status">
          {t('editor.status')}
        </Text>
        <SegmentedControl
          aria-labelledby="smart-link-status"
          value={status}
          onChange={(value) => setStatus(value as Status)}
          data={(['active', 'inactive'] as const).map((value) => ({
            value,
            label: t(`status.${value}`),
          }))}
        />
        <Text size="xs" c="dimmed">
          {t('editor.statusHint')}
        </Text>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="smart-link-stores">
        <Title order={2} size="h4" id="smart-link-stores">
          {t('editor.stores')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('editor.storesHint')}
        </Text>
        {stores.length ? (
          <StoreOrderList stores={stores} onChange={setStores} />
        ) : (
          <Text size="sm">{t('editor.noStores')}</Text>
        )}
      </Stack>
      <ThemeFields canCustomise={link.canCustomise} theme={theme} onChange={setTheme} />
      {update.isError && !slugError ? (
        <Alert color="red" role="alert">
          {errorMessage(update.error)}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={save} loading={update.isPending}>
          {t('editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}
