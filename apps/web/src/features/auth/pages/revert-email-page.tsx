import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useRevertEmail } from '../api/revert-email.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * Opens from the notice sent to the previous address after an e-mail change. The undo waits
 * for a click (mail scanners open links), then leads straight to choosing a new password.
 */
export function RevertEmailPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const revert = useRevertEmail();

  const undo = () =>
    token &&
    revert.mutate(token, {
      onSuccess: ({ resetToken }) => {
        notify({ color: 'teal', message: t('revert.done') });
        const reset = new URLSearchParams({ token: resetToken });
        void navigate(`${paths.auth.resetPassword.getHref()}?${reset}`, { replace: true });
      },
    });

  return (
    <AuthCard title={t('revert.title')}>
      {!token || revert.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {token ? errorMessage(revert.error, 'errors:invalid_token') : t('errors:invalid_token')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text>{t('revert.intro')}</Text>
          <Button color="red.9" onClick={undo} loading={revert.isPending}>
            {t('revert.submit')}
          </Button>
        </Stack>
      )}
      <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center">
        {t('revert.toLogin')}
      </Anchor>
    </AuthCard>
  );
}
