import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@soundpost/contracts/password-rules';

const levels = {
  weak: { value: 33, color: 'red' },
  medium: { value: 66, color: 'yellow' },
  strong: { value: 100, color: 'teal' },
} as const;

/** Weak / medium / strong, computed by the same rule function the API uses. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('common');
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = levels[strength];
  const label = t(`password.strength.${strength}`);
  return (
    <Stack gap={4}>
      {/* The bar repeats the text below for sighted users; the text is what is announced. */}
      <Progress value={level.value} color={level.color} size="sm" aria-hidden />
      <Text size="xs" c="dimmed" aria-live="polite" data-testid="password-strength">
        {t('password.strengthValue', { strength: label })}
      </Text>
    </Stack>
  );
}
