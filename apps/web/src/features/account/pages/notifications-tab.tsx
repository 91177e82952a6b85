import { Alert, Skeleton, Stack, Switch } from '@mantine/core';
import { notify } from '../../../lib/notify.ts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useAccount } from '../api/get-account.ts';
import { useUpdateNotifications, type NotificationSettings } from '../api/update-notifications.ts';
import { SectionCard } from '../../../components/section-card.tsx';

/** Two switches, saved as soon as they are flipped. */
export function NotificationsTab() {
  const { t } = useTranslation(['account', 'errors']);
  const account = useAccount();
  const update = useUpdateNotifications();

  if (account.isPending) return <Skeleton h={200} radius="lg" />;
  if (account.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
        {errorMessage(account.error)}
      </Alert>
    );
  }

  // While a change is saving, show the value being saved.
  const current: NotificationSettings = update.isPending
    ? update.variables
    : {
        emailNotifications: account.data.emailNotifications,
        marketingEmails: account.data.marketingEmails,
      };

  const save = (change: Partial<NotificationSettings>) =>
    update.mutate(
      { ...current, ...change },
      {
        onSuccess: () => notify({ color: 'teal', message: t('notifications.saved') }),
        onError: (error) =>
          notify({
            color: 'red',
            title: t('notifications.failed'),
            message: errorMessage(error),
          }),
      },
    );

  return (
    <SectionCard
      id="account-notifications"
      title={t('notifications.title')}
      description={t('notifications.description')}
    >
      <Stack gap="lg">
        <Switch
          checked={current.emailNotifications}
          onChange={(event) => save({ emailNotifications: event.currentTarget.checked })}
          label={t('fields.emailNotifications')}
          description={t('notifications.emailNotificationsHint')}
          disabled={update.isPending}
        />
        <Switch
          checked={current.marketingEmails}
          onChange={(event) => save({ marketingEmails: event.currentTarget.checked })}
          label={t('fields.marketingEmails')}
          description={t('notifications.marketingEmailsHint')}
          disabled={update.isPending}
        />
      </Stack>
    </SectionCard>
  );
}
