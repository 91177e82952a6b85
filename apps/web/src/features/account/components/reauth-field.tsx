import { Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { logout } from '../../../lib/logout.ts';

/**
 * How this account proves its owner is at the keyboard before a credential change (the
 * server's rule, decision 014): the current password; without one, a two-factor code;
 * with neither (Google or Apple only), a sign-in in the last 10 minutes.
 */
export type ReauthMode = 'password' | 'code' | 'recent';

export function reauthMode(hasPassword: boolean, twofactorEnabled: boolean): ReauthMode {
  if (hasPassword) return 'password';
  return twofactorEnabled ? 'code' : 'recent';
}

type Field = 'currentPassword' | 'currentCode';
type InputProps = { value?: string; error?: unknown; onChange?: unknown };

/** The one field (or note) a credential-change form adds for the owner's proof. */
export function ReauthField({
  mode,
  getInputProps,
}: {
  mode: ReauthMode;
  getInputProps: (field: Field) => InputProps;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (mode === 'password') {
    return (
      <PasswordInput
        {...(getInputProps('currentPassword') as object)}
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
      />
    );
  }
  if (mode === 'code') {
    return (
      <TextInput
        {...(getInputProps('currentCode') as object)}
        label={t('fields.currentCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        maw={220}
        required
      />
    );
  }
  const signInAgain = () =>
    void logout().finally(() => navigate(paths.auth.login.getHref(pathname), { replace: true }));
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" maw={480}>
        {t('reauth.recentHint')}
      </Text>
      <Button variant="default" size="xs" onClick={signInAgain}>
        {t('reauth.signInAgain')}
      </Button>
    </Group>
  );
}
