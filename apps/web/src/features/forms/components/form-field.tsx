import { Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormDefinition, FormField as Field } from '@soundpost/contracts/forms';
import { i18n } from '../../../lib/i18n.ts';
import { AttachmentField } from './attachment-field.tsx';
import type { FormSources, FormValues } from './form-sources.ts';

export const labelKey = (form: FormDefinition, field: Field) =>
  `forms:forms.${form.id}.fields.${field.name}.label`;

/** A field's help text, when its form has one. */
function helpOf(form: FormDefinition, field: Field) {
  const key = `forms:forms.${form.id}.fields.${field.name}.help`;
  return i18n.exists(key) ? i18n.t(key) : undefined;
}

type Props = {
  form: FormDefinition;
  field: Field;
  values: UseFormReturnType<FormValues>;
  sources: FormSources;
  required: boolean;
  onBusy: (busy: boolean) => void;
};

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** A read-only field filled from the release or artist chosen in another field. */
function PrefilledInput({ form, field, values, sources }: Props) {
  const { t } = useTranslation('forms');
  const prefill = field.type === 'text' ? field.prefill! : undefined;
  const sourceId = text(values.values[prefill?.from ?? '']);
  const release = useQuery({
    queryKey: ['forms', 'release', sourceId],
    queryFn: () => sources.loadRelease(sourceId),
    enabled: prefill?.key !== 'name' && sourceId !== '',
  });
  const value =
    prefill?.key === 'name'
      ? sources.artists.find((a) => a.id === sourceId)?.name
      : prefill && release.data?.[prefill.key];
  return (
    <TextInput
      label={i18n.t(labelKey(form, field))}
      description={t('prefilled')}
      value={sourceId ? (value ?? '') : ''}
      readOnly
      variant="filled"
    />
  );
}

function TrackSelect(props: Props & { common: object }) {
  const { t } = useTranslation('forms');
  const { field, values, sources, common } = props;
  const releaseId = field.type === 'track' ? text(values.values[field.release]) : '';
  const tracks = useQuery({
    queryKey: ['forms', 'tracks', releaseId],
    queryFn: () => sources.loadTracks(releaseId),
    enabled: releaseId !== '',
  });
  return (
    <Select
      {...common}
      disabled={!releaseId}
      placeholder={releaseId ? t('picker.placeholder') : t('picker.chooseReleaseFirst')}
      data={(tracks.data ?? []).map((track) => ({
        value: track.id,
        label: track.title ?? t('picker.untitled'),
      }))}
    />
  );
}

/** One field of a form, drawn by its type. */
export function FormField(props: Props) {
  const { t } = useTranslation('forms');
  const { form, field, values, sources, required } = props;
  const input = values.getInputProps(field.name);
  const common = {
    ...input,
    value: text(input.value as string),
    label: i18n.t(labelKey(form, field)),
    description: helpOf(form, field),
    required,
    nothingFoundMessage: t('picker.nothing'),
  };
  const { nothingFoundMessage: _, ...plain } = common;
  switch (field.type) {
    case 'text':
      if (field.prefill) return <PrefilledInput {...props} />;
      return <TextInput {...plain} maxLength={field.max} />;
    case 'textarea':
      return <Textarea {...plain} maxLength={field.max} rows={4} />;
    case 'url':
      return <TextInput {...plain} type="url" inputMode="url" placeholder="https://" />;
    case 'select':
      return (
        <Select
          {...common}
          onChange={(v) => values.setFieldValue(field.name, v ?? '')}
          placeholder={t('picker.placeholder')}
          data={field.options.map((o) => ({ value: o, label: t(`options.${o}`) }))}
        />
      );
    case 'release':
      return (
        <Select
          {...common}
          onChange={(v) => {
            values.setFieldValue(field.name, v ?? '');
            // A track chosen from the previous release is not one of this one's.
            for (const other of form.fields) {
              if (other.type === 'track' && other.release === field.name) {
                values.setFieldValue(other.name, '');
              }
            }
          }}
          searchable
          placeholder={t('picker.placeholder')}
          data={sources.releases.map((r) => ({
            value: r.id,
            label: [r.title ?? t('picker.untitled'), r.artist].filter(Boolean).join(' · '),
          }))}
        />
      );
    case 'artist':
      return (
        <Select
          {...common}
          onChange={(v) => values.setFieldValue(field.name, v ?? '')}
          searchable
          placeholder={t('picker.placeholder')}
          data={sources.artists.map((a) => ({ value: a.id, label: a.name }))}
        />
      );
    case 'track':
      return (
        <TrackSelect
          {...props}
          common={{
            ...common,
            onChange: (v: string | null) => values.setFieldValue(field.name, v ?? ''),
          }}
        />
      );
    case 'file':
      return (
        <AttachmentField
          label={i18n.t(labelKey(form, field))}
          value={(input.value as string[] | undefined) ?? []}
          error={input.error as string | undefined}
          upload={sources.upload}
          onChange={(ids) => values.setFieldValue(field.name, ids)}
          onError={(message) => values.setFieldError(field.name, message)}
          onBusy={props.onBusy}
        />
      );
  }
}
