import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { LoginInput } from '@soundpost/contracts/auth';
import { safeRedirectPath } from '@soundpost/contracts/redirect';
import { paths } from '../../../config/paths.ts';
import { lazySchemaFormOptions } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { useCaptchaChallenge } from '../components/use-captcha-challenge.ts';
import { FormError } from '../components/form-error.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';

const validation = lazySchemaFormOptions(
  () => import('@soundpost/contracts/auth').then((m) => m.loginSchema),
  {
    username: 'auth:fields.usernameOrEmail',
    password: 'auth:fields.password',
    'captcha.answer': 'auth:fields.captcha',
  },
);

/** Errors a social sign-in hands back through `?error=` (see the callback page). */
const callbackErrors = new Set([
  'auth_failed',
  'google_auth_failed',
  'apple_auth_failed',
  'duplicated_email',
  'deactivated_account',
  'provider_not_configured',
]);

export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const urlError = params.get('error');
  const [formError, setFormError] = useState<string | null>(
    urlError && callbackErrors.has(urlError) ? t(`errors:${urlError}`) : null,
  );

  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '', captcha: { id: '', answer: '' } },
    ...validation.formOptions,
  });
  const challenge = useCaptchaChallenge(form, setFormError);
  const login = useLogin();

  const onSubmit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(
      { ...values, lang: currentLanguage() },
      {
        onSuccess: (result) => {
          // A completed login re-renders the guest guard, which follows `redirect`.
          if (result.twofactor) void navigate(paths.auth.twofactor.getHref(redirect));
        },
        onError: (error) => challenge.failed(error, 'errors:auth_failed'),
      },
    );
  });

  return (
    <AuthCard title={t('login.title')} description={t('login.subtitle')}>
      <FormError message={formError} />
      <SocialButtons redirect={redirect} />
      <form onSubmit={onSubmit} onFocus={validation.load} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('username')}
            label={t('fields.usernameOrEmail')}
            autoComplete="username"
            required
          />
          <PasswordInput
            {...form.getInputProps('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            required
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <CaptchaField challenge={challenge} inputProps={form.getInputProps('captcha.answer')} />
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Trans
          t={t}
          i18nKey="login.noAccount"
          components={{
            signup: (
              <Anchor
                component={Link}
                to={paths.auth.signup.getHref(redirect)}
                underline="always"
                inherit
              />
            ),
          }}
        />
      </Text>
    </AuthCard>
  );
}
