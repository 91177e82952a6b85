import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { deliverySettingsFields } from '@soundpost/contracts/delivery';
import { SettingsFormSection } from './settings-form-section.tsx';

const schema = z.object(deliverySettingsFields);
const labels = {
  ddexPartyId: 'admin:settings.ddex.partyId',
  ddexPartyName: 'admin:settings.ddex.partyName',
};
type Values = { ddexPartyId: string; ddexPartyName: string };

/** Soundpost's DDEX party id and name: the sender of every message to the stores. */
export function SettingsDdexSection() {
  const { t } = useTranslation('admin');
  return (
    <SettingsFormSection<Values>
      id="admin-settings-ddex"
      title={t('settings.ddex.title')}
      description={t('settings.ddex.description')}
      schema={schema}
      labels={labels}
      toValues={({ ddexPartyId, ddexPartyName }) => ({ ddexPartyId, ddexPartyName })}
      toPatch={(values) => values}
      fields={(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('ddexPartyId')}
            label={t('settings.ddex.partyId')}
            description={t('settings.ddex.partyIdHint')}
            maxLength={64}
            required
          />
          <TextInput
            {...form.getInputProps('ddexPartyName')}
            label={t('settings.ddex.partyName')}
            description={t('settings.ddex.partyNameHint')}
            maxLength={200}
            required
          />
        </SimpleGrid>
      )}
    />
  );
}
