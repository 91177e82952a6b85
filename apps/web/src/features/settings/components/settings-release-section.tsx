import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { releaseSettingsFields } from '@soundpost/contracts/releases';
import { SettingsFormSection } from './settings-form-section.tsx';

const schema = z.object(releaseSettingsFields);
const labels = {
  distroLimit: 'admin:settings.releases.distroLimit',
  upcPrefix: 'admin:settings.releases.upcPrefix',
  isrcPrefix: 'admin:settings.releases.isrcPrefix',
};
type Values = { distroLimit: number | string; upcPrefix: string; isrcPrefix: string };

/** The free plan's monthly release limit and the prefixes of assigned UPCs and ISRCs. */
export function SettingsReleaseSection() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFormSection<Values>
      id="admin-settings-releases"
      title={t('settings.releases.title')}
      description={t('settings.releases.description')}
      schema={schema}
      labels={labels}
      toValues={({ distroLimit, upcPrefix, isrcPrefix }) => ({
        distroLimit,
        upcPrefix,
        isrcPrefix,
      })}
      toPatch={(values) => ({ ...values, distroLimit: Number(values.distroLimit) })}
      fields={(form) => (
        <>
          <NumberInput
            {...form.getInputProps('distroLimit')}
            label={t('settings.releases.distroLimit')}
            description={t('settings.releases.distroLimitHint')}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            required
            maw={260}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.getInputProps('upcPrefix')}
              label={t('settings.releases.upcPrefix')}
              description={t('settings.releases.upcPrefixHint')}
              inputMode="numeric"
              maxLength={10}
              required
            />
            <TextInput
              {...form.getInputProps('isrcPrefix')}
              label={t('settings.releases.isrcPrefix')}
              description={t('settings.releases.isrcPrefixHint')}
              maxLength={6}
              required
            />
          </SimpleGrid>
        </>
      )}
    />
  );
}
