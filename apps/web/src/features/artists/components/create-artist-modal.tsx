import { useEffect } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { artistTypes, genres } from '@soundpost/contracts/catalog';
import { countryCodes, countryName } from '@soundpost/contracts/countries';
import { applyFieldErrors, errorMessage, lazySchemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateArtist, type ArtistFormInput } from '../api/create-artist.ts';

const labels: Record<string, string> = {
  name: 'wizard:artistModal.name',
  type: 'wizard:artistModal.type',
  mainGenre: 'wizard:artistModal.genre',
  country: 'wizard:artistModal.country',
};

const countryLists = new Map<string, { value: string; label: string }[]>();

/** Every country, named and sorted in `lang`. */
function countryOptions(lang: string) {
  let list = countryLists.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang);
    list = countryCodes
      .map((code) => ({ value: code, label: countryName(code, lang) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    countryLists.set(lang, list);
  }
  return list;
}

/**
 * The artist schema (and zod) load when the modal opens: the release wizard renders it closed
 * on its first screen, which validates nothing else with a schema (decision 043).
 */
const validation = lazySchemaFormOptions(
  () => import('@soundpost/contracts/artists').then((m) => m.artistInputSchema),
  labels,
);

type Values = {
  name: string;
  type: string | null;
  mainGenre: string | null;
  country: string | null;
};

/** A quick artist: name, type, genre and country; the rest can be added on the artist's page. */
export function CreateArtistModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (artist: { id: string; name: string }) => void;
}) {
  const { t, i18n } = useTranslation(['wizard', 'artists', 'errors', 'validation']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const create = useCreateArtist();
  const form = useForm<Values>({
    initialValues: { name: '', type: null, mainGenre: null, country: null },
    ...validation.formOptions,
  });
  useEffect(() => {
    if (opened) validation.load();
  }, [opened]);
  // Named and sorted when the modal first opens: the wizard renders it closed on its first screen.
  const countries = opened || countryLists.has(lang) ? countryOptions(lang) : [];
  const select = { allowDeselect: false, comboboxProps: { withinPortal: true } };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('artistModal.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            {
              name: values.name,
              type: (values.type ?? '') as ArtistFormInput['type'],
              mainGenre: (values.mainGenre ?? '') as ArtistFormInput['mainGenre'],
              country: values.country ?? '',
            },
            {
              onSuccess: (artist) => {
                // No toast: the picker shows the new artist, and a toast would lie over the
                // form's next dropdowns for five seconds.
                form.reset();
                onCreated({ id: artist.id, name: artist.name });
              },
              onError: (error) => {
                if (!applyFieldErrors(form, error))
                  notify({
                    color: 'red',
                    title: t('artistModal.failed'),
                    message: errorMessage(error),
                  });
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('name')}
            label={t('artistModal.name')}
            maxLength={100}
            required
            data-autofocus
          />
          <Select
            {...form.getInputProps('type')}
            {...select}
            label={t('artistModal.type')}
            data={artistTypes.map((value) => ({ value, label: t(`artists:types.${value}`) }))}
            required
          />
          <Select
            {...form.getInputProps('mainGenre')}
            {...select}
            label={t('artistModal.genre')}
            data={genres.map((value) => ({ value, label: t(`artists:genres.${value}`) }))}
            required
          />
          <Select
            {...form.getInputProps('country')}
            {...select}
            label={t('artistModal.country')}
            data={countries}
            searchable
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('artistModal.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('artistModal.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
