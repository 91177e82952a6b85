import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { lazySchemaFormOptions } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import {
  useRequestPasswordReset,
  type PasswordResetLinkInput,
} from '../api/request-password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { useCaptchaChallenge } from '../components/use-captcha-challenge.ts';
import { FormError } from '../components/form-error.tsx';

const validation = lazySchemaFormOptions(
  () => import('@soundpost/contracts/auth').then((m) => m.passwordResetLinkSchema),
  { email: 'auth:fields.email', 'captcha.answer': 'auth:fields.captcha' },
);

/** Asks for a reset link. The answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordResetLinkInput>({
    initialValues: { email: '', captcha: { id: '', answer: '' } },
    ...validation.formOptions,
  });
  const challenge = useCaptchaChallenge(form, setFormError);
  const request = useRequestPasswordReset();

  const onSubmit = form.onSubmit((values) => {
    setFormError(null);
    request.mutate(
      { ...values, lang: currentLanguage() },
      {
        onSuccess: () => setSent(true),
        onError: (error) => challenge.failed(error),
      },
    );
  });

  return (
    <AuthCard title={t('forgot.title')} description={sent ? undefined : t('forgot.subtitle')}>
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <>
          <FormError message={formError} />
          <form onSubmit={onSubmit} onFocus={validation.load} noValidate>
            <Stack gap="md">
              <TextInput
                {...form.getInputProps('email')}
                type="email"
                label={t('fields.email')}
                autoComplete="email"
                required
              />
              <CaptchaField
                challenge={challenge}
                inputProps={form.getInputProps('captcha.answer')}
              />
              <Button type="submit" loading={request.isPending} fullWidth>
                {t('forgot.submit')}
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
