import { useState } from 'react';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { RegisterInput } from '@soundpost/contracts/auth';
import { safeRedirectPath } from '@soundpost/contracts/redirect';
import { paths } from '../../../config/paths.ts';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { storedAttribution } from '../../../lib/attribution.ts';
import { lazySchemaFormOptions } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { useCaptchaChallenge } from '../components/use-captcha-challenge.ts';
import { FormError } from '../components/form-error.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';

const validation = lazySchemaFormOptions(
  () => import('@soundpost/contracts/auth').then((m) => m.registerSchema),
  {
    name: 'auth:fields.name',
    username: 'auth:fields.username',
    email: 'auth:fields.email',
    password: 'auth:fields.password',
    confirm: 'auth:fields.confirm',
    'captcha.answer': 'auth:fields.captcha',
    acceptTerms: 'auth:fields.acceptTerms',
  },
);

type SignupValues = Omit<RegisterInput, 'acceptTerms'> & { acceptTerms: boolean };

export function SignupPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<SignupValues>({
    initialValues: {
      name: '',
      username: '',
      // An invitation (a split's) names the address it was sent to: only that one can accept.
      email: params.get('email') ?? '',
      password: '',
      confirm: '',
      captcha: { id: '', answer: '' },
      acceptTerms: false,
    },
    ...validation.formOptions,
  });
  const challenge = useCaptchaChallenge(form, setFormError);
  const register = useRegister();

  const onSubmit = form.onSubmit((values) => {
    setFormError(null);
    register.mutate(
      { ...values, acceptTerms: true, lang: currentLanguage(), ...storedAttribution() },
      {
        onError: (error) => challenge.failed(error, 'auth:signup.failed'),
      },
    );
  });

  return (
    <AuthCard title={t('signup.title')} description={t('signup.subtitle')}>
      <FormError message={formError} />
      <SocialButtons redirect={redirect} />
      <form onSubmit={onSubmit} onFocus={validation.load} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('name')}
            label={t('fields.name')}
            autoComplete="name"
            required
          />
          <TextInput
            {...form.getInputProps('username')}
            label={t('fields.username')}
            description={t('signup.usernameHint')}
            autoComplete="username"
            autoCapitalize="off"
            required
          />
          <TextInput
            {...form.getInputProps('email')}
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
          />
          <NewPasswordFields
            password={form.values.password}
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirm')}
            passwordLabel={t('fields.password')}
            confirmLabel={t('fields.confirm')}
          />
          <CaptchaField challenge={challenge} inputProps={form.getInputProps('captcha.answer')} />
          <Checkbox
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            label={
              <Trans
                t={t}
                i18nKey="signup.acceptTerms"
                components={{
                  // A new tab, so what is typed here stays.
                  terms: <Anchor href={paths.legal.terms.getHref()} target="_blank" inherit />,
                  privacy: <Anchor href={paths.legal.privacy.getHref()} target="_blank" inherit />,
                }}
              />
            }
          />
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Trans
          t={t}
          i18nKey="signup.haveAccount"
          components={{
            login: (
              <Anchor
                component={Link}
                to={paths.auth.login.getHref(redirect)}
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
