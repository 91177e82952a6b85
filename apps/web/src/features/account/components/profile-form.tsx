import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@soundpost/contracts/locales';
import {
  contactMethods,
  updateProfileSchema,
  type AccountSettings,
  type User,
} from '@soundpost/contracts/users';
import { languageNames } from '../../../components/language-names.ts';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { chooseLanguage } from '../../../lib/i18n.ts';
import { useUpdateProfile, type UpdateProfileInput } from '../api/update-profile.ts';
import { SectionCard } from '../../../components/section-card.tsx';

const labels = {
  firstName: 'account:fields.firstName',
  lastName: 'account:fields.lastName',
  phoneCode: 'account:fields.phoneCode',
  phoneNumber: 'account:fields.phoneNumber',
};

/** Personal details. The language chosen here is the one e-mails use, and the interface's. */
export function ProfileForm({ settings, user }: { settings: AccountSettings; user: User }) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    initialValues: {
      firstName: settings.firstName,
      lastName: settings.lastName,
      phoneCode: settings.phoneCode,
      phoneNumber: settings.phoneNumber,
      contactMethod: settings.contactMethod,
      lang: user.lang,
    },
    ...schemaFormOptions(updateProfileSchema, labels),
  });

  const onSubmit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        form.resetDirty();
        if (values.lang) void chooseLanguage(values.lang);
        notify({ color: 'teal', message: t('profile.saved') });
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) {
          notify({
            color: 'red',
            title: t('profile.failed'),
            message: errorMessage(error),
          });
        }
      },
    }),
  );

  return (
    <SectionCard id="account-profile" title={t('profile.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.getInputProps('firstName')}
              label={t('fields.firstName')}
              autoComplete="given-name"
            />
            <TextInput
              {...form.getInputProps('lastName')}
              label={t('fields.lastName')}
              autoComplete="family-name"
            />
          </SimpleGrid>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <TextInput
              {...form.getInputProps('phoneCode')}
              label={t('fields.phoneCode')}
              placeholder="+1"
              autoComplete="tel-country-code"
              w={110}
            />
            <TextInput
              {...form.getInputProps('phoneNumber')}
              label={t('fields.phoneNumber')}
              type="tel"
              autoComplete="tel-national"
              style={{ flex: 1 }}
            />
          </Group>
          <Radio.Group {...form.getInputProps('contactMethod')} label={t('fields.contactMethod')}>
            <Group mt="xs" gap="lg">
              {contactMethods.map((method) => (
                <Radio key={method} value={method} label={t(`contactMethods.${method}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Select
            {...form.getInputProps('lang')}
            label={t('fields.language')}
            description={t('profile.languageHint')}
            data={languages.map((value) => ({ value, label: languageNames[value as Language] }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
