import { useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { genres, releaseTypes } from '@soundpost/contracts/catalog';
import { isValidUpc } from '@soundpost/contracts/identifiers';
import { isApiError } from '../../../../lib/api-error.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import type { ReleaseFormInput } from '../../api/create-release.ts';
import { useCapabilities } from '../../../../lib/use-capabilities.ts';
import type { SaveFailure } from '../../hooks/use-save-step.ts';
import { fieldIssueText } from '../../utils/field-messages.ts';
import { SectionCard } from '../../../../components/section-card.tsx';
import { LanguageSelect } from '../language-select.tsx';
import { StepActions } from './step-actions.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/** The label of each field the server may refuse, for the message at it and the summary. */
const fieldLabels: Record<string, string> = {
  title: 'basic.releaseTitle',
  artistId: 'basic.artist',
  releaseType: 'basic.releaseType',
  language: 'basic.language',
  primaryGenre: 'basic.primaryGenre',
  secondaryGenre: 'basic.secondaryGenre',
  recordLabel: 'basic.recordLabel',
  upc: 'basic.upc',
};

type Values = {
  title: string;
  artistId: string | null;
  releaseType: string;
  language: string | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  recordLabel: string;
  upc: string;
};

/**
 * The artist field, searched on the server and able to create an artist in place: the
 * artists feature's, handed in by the router (features do not import each other).
 */
export type ArtistPickerComponent = ComponentType<{
  value: string | null;
  onChange: (artistId: string | null) => void;
  initial: { id: string; name: string } | null;
  error?: ReactNode;
}>;

export type BasicInfoStepProps = {
  release: ReleaseDetail | null;
  pending: boolean;
  failure: SaveFailure | null;
  onSave: (input: ReleaseFormInput) => void;
  /** Saves without moving on, when the artist leaves the step; true when all is saved. */
  onKeep: (input: ReleaseFormInput) => Promise<boolean>;
  ArtistPicker: ArtistPickerComponent;
};

/** Title, primary artist (picked or created here), type, language, genres, label and UPC. */
export function BasicInfoStep({
  release,
  pending,
  failure,
  onSave,
  onKeep,
  ArtistPicker,
}: BasicInfoStepProps) {
  const { t } = useTranslation(['wizard', 'releases', 'artists', 'errors', 'validation']);
  const caps = useCapabilities();
  const [stepError, setStepError] = useState<string | null>(null);
  const [sent, setSent] = useState<Values | null>(null);
  const form = useForm<Values>({
    initialValues: {
      title: release?.title ?? '',
      artistId: release?.artist?.id ?? null,
      releaseType: release?.releaseType ?? 'single',
      language: release?.language ?? null,
      primaryGenre: release?.primaryGenre ?? null,
      secondaryGenre: release?.secondaryGenre ?? null,
      recordLabel: release?.recordLabel ?? '',
      upc: release?.upcIsCustom ? (release.upc ?? '') : '',
    },
    validate: {
      artistId: (value) => (value ? null : t('messages.selectArtist')),
      upc: (value) => (value.trim() && !isValidUpc(value.trim()) ? t('errors:invalid_upc') : null),
    },
  });
  // Fields the server refused (e.g. `upc_in_use`), shown on their input.
  const serverFields = isApiError(failure?.error) ? (failure.error.fields ?? {}) : {};
  const serverParams = isApiError(failure?.error) ? (failure.error.params ?? {}) : {};
  // A refusal is about the value that was sent: once the field changes, its message goes.
  const serverError = (name: string) =>
    serverFields[name] && sent?.[name as keyof Values] === form.values[name as keyof Values]
      ? fieldIssueText(serverFields[name], serverParams, t(fieldLabels[name] ?? name))
      : undefined;
  // The summary under the form names each field the server refused, while it still holds
  // the refused value; with every such field changed, the failure is gone too.
  const refused = Object.keys(serverFields).filter((name) => serverError(name));
  const serverSummary = refused
    .map((name) => `${t(fieldLabels[name] ?? name)}: ${serverError(name)}`)
    .join(' ');
  const shownFailure =
    Object.keys(serverFields).length > 0 && refused.length === 0 ? null : failure;
  const toInput = (values: Values): ReleaseFormInput => ({
    title: values.title,
    artistId: values.artistId,
    releaseType: values.releaseType as ReleaseFormInput['releaseType'],
    language: values.language as ReleaseFormInput['language'],
    primaryGenre: values.primaryGenre as ReleaseFormInput['primaryGenre'],
    secondaryGenre: values.secondaryGenre as ReleaseFormInput['secondaryGenre'],
    recordLabel: values.recordLabel,
    ...(caps.customIdentifiers ? { upc: values.upc } : {}),
  });
  // Leaving the step keeps what was typed, when it can be saved as it is.
  const keep = async () => {
    if (form.validate().hasErrors) return false;
    setSent(form.values);
    return onKeep(toInput(form.values));
  };
  const genreData = genres.map((value) => ({ value, label: t(`artists:genres.${value}`) }));
  const select = { comboboxProps: { withinPortal: true } };

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => {
            setStepError(null);
            setSent(values);
            onSave(toInput(values));
          },
          (errors) => setStepError(errors.artistId ? t('messages.selectOrCreateArtist') : null),
        )}
      >
        <Stack gap="lg">
          <SectionCard
            id="basic-title"
            title={t('basic.title')}
            description={t('basic.intro')}
            headingSize="h3"
          >
            <TextInput
              {...form.getInputProps('title')}
              id="release-title"
              error={form.errors.title ?? serverError('title')}
              label={t('basic.releaseTitle')}
              maxLength={200}
              required
            />
            <ArtistPicker
              value={form.values.artistId}
              onChange={(artistId) => {
                form.setFieldValue('artistId', artistId);
                if (artistId) setStepError(null);
              }}
              initial={release?.artist ?? null}
              error={form.errors.artistId}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                {...form.getInputProps('releaseType')}
                {...select}
                allowDeselect={false}
                label={t('basic.releaseType')}
                description={caps.maxTracksPerRelease === 1 ? t('basic.singleOnly') : undefined}
                data={releaseTypes.map((value) => ({
                  value,
                  label: t(`releases:types.${value}`),
                  disabled: caps.maxTracksPerRelease === 1 && value !== 'single',
                }))}
              />
              <LanguageSelect
                {...form.getInputProps('language')}
                label={t('basic.language')}
                placeholder={t('basic.searchLanguage')}
                required
              />
              <Select
                {...form.getInputProps('primaryGenre')}
                {...select}
                label={t('basic.primaryGenre')}
                placeholder={t('basic.choose')}
                data={genreData}
                required
              />
              <Select
                {...form.getInputProps('secondaryGenre')}
                {...select}
                label={t('basic.secondaryGenre')}
                placeholder={t('basic.choose')}
                data={genreData}
                clearable
              />
              <TextInput
                {...form.getInputProps('recordLabel')}
                error={form.errors.recordLabel ?? serverError('recordLabel')}
                label={t('basic.recordLabel')}
                description={t('basic.recordLabelHint')}
                maxLength={200}
              />
              {caps.customIdentifiers ? (
                <TextInput
                  {...form.getInputProps('upc')}
                  error={form.errors.upc ?? serverError('upc')}
                  label={t('basic.upc')}
                  description={t('basic.upcHint')}
                  inputMode="numeric"
                  maxLength={14}
                />
              ) : (
                <Alert variant="light" color="gray" title={t('basic.upc')}>
                  {t('basic.upcAssigned')}
                </Alert>
              )}
            </SimpleGrid>
          </SectionCard>
          <StepActions
            backHref={null}
            pending={pending}
            error={stepError ?? shownFailure?.message}
            detail={stepError ? null : serverSummary || shownFailure?.detail}
          />
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={form.isDirty()} flush={keep} />
    </>
  );
}
