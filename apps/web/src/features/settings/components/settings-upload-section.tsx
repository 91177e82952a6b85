import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { uploadSettingsFields } from '@soundpost/contracts/uploads';
import { v } from '@soundpost/contracts/validation';
import { SettingsFormSection } from './settings-form-section.tsx';

/** The daily upload budget is stored in bytes and typed in GB (1024³ bytes, as the API says). */
const gb = 1024 ** 3;
const toGb = (bytes: number) => Math.round((bytes / gb) * 100) / 100;
const toBytes = (gbs: number) => Math.round(gbs * gb);

const schema = z.object({
  maxUnfinishedUploads: uploadSettingsFields.maxUnfinishedUploads,
  maxUploadGbPerDay: z
    .number({ error: v.range })
    .transform(toBytes)
    .pipe(uploadSettingsFields.maxUploadBytesPerDay),
});
const labels = {
  maxUnfinishedUploads: 'admin:settings.uploads.maxUnfinishedUploads',
  maxUploadGbPerDay: 'admin:settings.uploads.maxUploadGbPerDay',
};
type Values = { maxUnfinishedUploads: number | string; maxUploadGbPerDay: number | string };

/** Per-user limits on audio uploads in flight and bytes uploaded a day. */
export function SettingsUploadSection() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFormSection<Values>
      id="admin-settings-uploads"
      title={t('settings.uploads.title')}
      description={t('settings.uploads.description')}
      schema={schema}
      labels={labels}
      toValues={(settings) => ({
        maxUnfinishedUploads: settings.maxUnfinishedUploads,
        maxUploadGbPerDay: toGb(settings.maxUploadBytesPerDay),
      })}
      toPatch={(values) => ({
        maxUnfinishedUploads: Number(values.maxUnfinishedUploads),
        maxUploadBytesPerDay: toBytes(Number(values.maxUploadGbPerDay)),
      })}
      formFieldOf={{ maxUploadBytesPerDay: 'maxUploadGbPerDay' }}
      fields={(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            {...form.getInputProps('maxUnfinishedUploads')}
            label={t('settings.uploads.maxUnfinishedUploads')}
            description={t('settings.uploads.maxUnfinishedUploadsHint')}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            required
          />
          <NumberInput
            {...form.getInputProps('maxUploadGbPerDay')}
            label={t('settings.uploads.maxUploadGbPerDay')}
            description={t('settings.uploads.maxUploadGbPerDayHint')}
            min={0.1}
            max={1024}
            decimalScale={2}
            allowNegative={false}
            suffix=" GB"
            required
          />
        </SimpleGrid>
      )}
    />
  );
}
