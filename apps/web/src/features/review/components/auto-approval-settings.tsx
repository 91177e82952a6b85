import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  autoApprovalSettingsSchema,
  type AutoApprovalSettings,
} from '@soundpost/contracts/prereview';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import {
  useAutoApprovalSettings,
  useSaveAutoApprovalSettings,
} from '../api/prereview-auto-approval-settings.ts';

const labels = {
  autoApprovalHoldMinutes: 'prereview:settings.holdMinutes',
  autoApprovalMinAccountAgeDays: 'prereview:settings.minAccountAgeDays',
  autoApprovalSpotCheckPercent: 'prereview:settings.spotCheckPercent',
};

function AutoApprovalForm({ initial }: { initial: AutoApprovalSettings }) {
  const { t } = useTranslation(['prereview', 'errors', 'validation']);
  const save = useSaveAutoApprovalSettings();
  const form = useForm<AutoApprovalSettings>({
    initialValues: initial,
    ...schemaFormOptions(autoApprovalSettingsSchema, labels),
  });
  const onSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify({ color: 'teal', message: t('settings.saved') }),
      onError: (error) => {
        if (!applyFieldErrors(form, error)) {
          notify({ color: 'red', message: `${t('settings.failed')}: ${errorMessage(error)}` });
        }
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Switch
          {...form.getInputProps('autoApprovalEnabled', { type: 'checkbox' })}
          label={t('settings.enabled')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            {...form.getInputProps('autoApprovalHoldMinutes')}
            label={t('settings.holdMinutes')}
            min={0}
            max={10_080}
            allowDecimal={false}
            miw={180}
          />
          <NumberInput
            {...form.getInputProps('autoApprovalMinAccountAgeDays')}
            label={t('settings.minAccountAgeDays')}
            min={0}
            max={3650}
            allowDecimal={false}
            miw={180}
          />
          <NumberInput
            {...form.getInputProps('autoApprovalSpotCheckPercent')}
            label={t('settings.spotCheckPercent')}
            min={0}
            max={100}
            allowDecimal={false}
            miw={180}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The auto-approval section of the admin settings page: on/off, hold, account age, sample. */
export function AutoApprovalSectionCard() {
  const { t } = useTranslation('prereview');
  const settings = useAutoApprovalSettings();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="auto-approval-title"
    >
      <Stack gap="sm">
        <Title id="auto-approval-title" order={2} size="h4">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.description')}
        </Text>
        {settings.isPending ? (
          <Loader size="sm" role="progressbar" aria-label={t('settings.title')} />
        ) : null}
        {settings.isError ? (
          <Alert color="red" variant="light" role="alert" title={errorMessage(settings.error)} />
        ) : null}
        {settings.data ? (
          <AutoApprovalForm
            initial={{
              autoApprovalEnabled: settings.data.autoApprovalEnabled,
              autoApprovalHoldMinutes: settings.data.autoApprovalHoldMinutes,
              autoApprovalMinAccountAgeDays: settings.data.autoApprovalMinAccountAgeDays,
              autoApprovalSpotCheckPercent: settings.data.autoApprovalSpotCheckPercent,
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
