import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { artistInputSchema, type Artist } from '@soundpost/contracts/artists';
import { artistTypes, genres } from '@soundpost/contracts/catalog';
import { CountrySelect } from '../../../components/country-select.tsx';
import { schemaFormOptions } from '../../../lib/forms.ts';
import type { ArtistFormInput } from '../api/create-artist.ts';
import { toArtistInput, toFormValues, type ArtistFormValues } from '../utils/artist-form-values.ts';
import { StreamingProfileField } from './streaming-profile-field.tsx';

const labels: Record<string, string> = {
  name: 'artists:fields.name',
  type: 'artists:fields.type',
  mainGenre: 'artists:fields.mainGenre',
  subgenre: 'artists:fields.subgenre',
  legalFirstName: 'artists:fields.legalFirstName',
  legalLastName: 'artists:fields.legalLastName',
  bio: 'artists:fields.bio',
  website: 'artists:fields.website',
  country: 'artists:fields.country',
  'streamingProfile.status': 'artists:fields.profileStatus',
  'streamingProfile.link': 'artists:fields.profileLink',
};

const resolve = schemaResolver(artistInputSchema, { sync: true });

/** The contract's checks on what will be sent, plus the profile question that has no default. */
function validate(values: ArtistFormValues) {
  const errors = resolve(toArtistInput(values));
  if (values.streamingProfile.status === null) errors['streamingProfile.status'] = 'required';
  return errors;
}

export type ArtistFormProps = {
  artist?: Artist;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ArtistFormInput, form: UseFormReturnType<ArtistFormValues>) => void;
  /** Shown under the form's fields, e.g. the error of the last save. */
  footer?: ReactNode;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** Every field of an artist (spec section 3), validated with the API's own schema. */
export function ArtistForm({ artist, submitLabel, pending, onSubmit, footer }: ArtistFormProps) {
  const { t } = useTranslation(['artists', 'errors', 'validation']);
  const form = useForm<ArtistFormValues>({
    initialValues: toFormValues(artist),
    ...schemaFormOptions(artistInputSchema, labels),
    validate,
    validateInputOnBlur: ['streamingProfile.link', 'website'],
  });
  const select = { allowDeselect: false, comboboxProps: { withinPortal: true } };

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(toArtistInput(values), form))} noValidate>
      <Stack gap="lg">
        <Section id="artist-form-identity" title={t('form.identity')}>
          <TextInput
            {...form.getInputProps('name')}
            label={t('fields.name')}
            description={t('form.nameHint')}
            maxLength={100}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              {...form.getInputProps('type')}
              {...select}
              label={t('fields.type')}
              placeholder={t('form.choose')}
              data={artistTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
              required
            />
            <CountrySelect
              {...form.getInputProps('country')}
              label={t('fields.country')}
              placeholder={t('form.searchCountry')}
              nothingFoundMessage={t('form.noCountry')}
              required
            />
            <Select
              {...form.getInputProps('mainGenre')}
              {...select}
              label={t('fields.mainGenre')}
              placeholder={t('form.choose')}
              data={genres.map((value) => ({ value, label: t(`genres.${value}`) }))}
              required
            />
            <TextInput
              {...form.getInputProps('subgenre')}
              label={t('fields.subgenre')}
              placeholder={t('form.subgenrePlaceholder')}
              maxLength={60}
            />
          </SimpleGrid>
        </Section>

        <Section id="artist-form-profile" title={t('form.profile')}>
          <StreamingProfileField form={form} />
        </Section>

        <Section id="artist-form-about" title={t('form.about')}>
          <Textarea
            {...form.getInputProps('bio')}
            label={t('fields.bio')}
            description={t('form.bioHint', { max: 1500 })}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={1500}
          />
          <TextInput
            {...form.getInputProps('website')}
            label={t('fields.website')}
            placeholder="https://"
            inputMode="url"
            autoComplete="url"
            maxLength={300}
          />
        </Section>

        <Section id="artist-form-legal" title={t('form.legal')}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {t('form.legalNote')}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.getInputProps('legalFirstName')}
              label={t('fields.legalFirstName')}
              autoComplete="off"
              maxLength={100}
            />
            <TextInput
              {...form.getInputProps('legalLastName')}
              label={t('fields.legalLastName')}
              autoComplete="off"
              maxLength={100}
            />
          </SimpleGrid>
        </Section>

        <Section id="artist-form-catalogue" title={t('form.catalogue')}>
          <Switch
            {...form.getInputProps('inCatalogue', { type: 'checkbox' })}
            label={t('fields.inCatalogue')}
            description={t('form.catalogueHint')}
          />
        </Section>

        {footer}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
