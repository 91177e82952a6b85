import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { useUser } from '../../../lib/session.ts';
import { useAccount } from '../api/get-account.ts';
import { EmailForm } from '../components/email-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { reauthMode } from '../components/reauth-field.tsx';

/** Personal & Password: profile, e-mail address and password. */
export function PersonalTab() {
  const { t } = useTranslation(['account', 'errors']);
  const account = useAccount();
  const user = useUser();

  if (account.isPending || !user) return <Skeleton h={420} radius="lg" />;
  if (account.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
        {errorMessage(account.error)}
      </Alert>
    );
  }
  const reauth = reauthMode(account.data.hasPassword, user.twofactorEnabled);
  return (
    <Stack gap="lg">
      <ProfileForm key={account.dataUpdatedAt} settings={account.data} user={user} />
      <EmailForm settings={account.data} reauth={reauth} />
      <PasswordForm reauth={reauth} />
    </Stack>
  );
}
