import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from '@soundpost/contracts/auth';
import { paths } from '../../../config/paths.ts';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { useResetTokenCheck } from '../api/check-reset-token.ts';
import { useResetPassword, type PasswordResetInput } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../components/form-error.tsx';

const labels = { password: 'auth:fields.newPassword', confirm: 'auth:fields.confirm' };

const deadLinkCodes = ['invalid_token', 'token_expired'];

/**
 * The e-mailed link lands here with `?token=`. The link is checked as the page opens, so a used
 * or expired one asks for a new link before anything is typed.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token: pathToken } = useParams();
  const token = params.get('token') ?? pathToken ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const [deadOnSubmit, setDeadOnSubmit] = useState(false);
  const check = useResetTokenCheck(token);
  const checkFailed = isApiError(check.error) && deadLinkCodes.includes(check.error.code);
  const linkDead = !token || deadOnSubmit || checkFailed;
  const form = useForm<PasswordResetInput>({
    initialValues: { password: '', confirm: '' },
    ...schemaFormOptions(passwordResetSchema, labels),
  });
  const reset = useResetPassword(token);

  const onSubmit = form.onSubmit((values) => {
    setFormError(null);
    reset.mutate(values, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('reset.done') });
        void navigate(paths.auth.login.getHref(), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && deadLinkCodes.includes(error.code)) setDeadOnSubmit(true);
        if (!applyFieldErrors(form, error)) setFormError(errorMessage(error));
      },
    });
  });

  return (
    <AuthCard title={t('reset.title')} description={linkDead ? undefined : t('reset.subtitle')}>
      {linkDead ? (
        <>
          <Alert color="red" variant="light" role="alert">
            {formError ?? (checkFailed ? errorMessage(check.error) : t('errors:invalid_token'))}
          </Alert>
          <Button component={Link} to={paths.auth.forgotPassword.getHref()}>
            {t('reset.requestNew')}
          </Button>
        </>
      ) : check.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('reset.checking')}>
          <Skeleton h={60} />
          <Skeleton h={60} />
        </Stack>
      ) : (
        <>
          <FormError message={formError} />
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <NewPasswordFields
                password={form.values.password}
                passwordProps={form.getInputProps('password')}
                confirmProps={form.getInputProps('confirm')}
                passwordLabel={t('fields.newPassword')}
                confirmLabel={t('fields.confirm')}
              />
              <Button type="submit" loading={reset.isPending} fullWidth>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center">
        {t('forgot.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
