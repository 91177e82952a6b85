import { useState } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from '@soundpost/contracts/auth';
import { paths } from '../../../config/paths.ts';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { useResetPassword, type PasswordResetInput } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../components/form-error.tsx';

const labels = { password: 'auth:fields.newPassword', confirm: 'auth:fields.confirm' };

/** The e-mailed link lands here with `?token=`; a used or expired token asks for a new link. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token: pathToken } = useParams();
  const token = params.get('token') ?? pathToken ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(!token);
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
        if (isApiError(error, 'invalid_token') || isApiError(error, 'token_expired'))
          setLinkDead(true);
        if (!applyFieldErrors(form, error)) setFormError(errorMessage(error));
      },
    });
  });

  return (
    <AuthCard title={t('reset.title')} description={linkDead ? undefined : t('reset.subtitle')}>
      {linkDead ? (
        <>
          <Alert color="red" variant="light" role="alert">
            {formError ?? t('errors:invalid_token')}
          </Alert>
          <Button component={Link} to={paths.auth.forgotPassword.getHref()}>
            {t('reset.requestNew')}
          </Button>
        </>
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
