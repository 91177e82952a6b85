import { useEffect, useRef } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { startHref } from '../../../lib/start-page.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useUser } from '../../../lib/session.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** Opens from the verification e-mail; works signed in or out. */
export function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = useUser();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const started = useRef(false);

  // Once per page load: tokens are single-use, and StrictMode runs effects twice.
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const next = user ? startHref(user) : paths.auth.login.getHref();
  const nextLabel = user ? t('verify.toDashboard') : t('verify.toLogin');

  return (
    <AuthCard title={t('verify.title')}>
      {!token || verify.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {token ? errorMessage(verify.error, 'errors:invalid_token') : t('errors:invalid_token')}
          </Alert>
          <Text size="sm">{user ? t('verify.resendHint') : t('verify.signInHint')}</Text>
          <Button component={Link} to={next}>
            {nextLabel}
          </Button>
        </Stack>
      ) : verify.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('verify.success')}
          </Alert>
          <Button component={Link} to={next}>
            {nextLabel}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('verify.checking')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
