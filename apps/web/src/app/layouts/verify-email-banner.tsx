import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { notify } from '../../lib/notify.ts';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/forms.ts';
import { useResendVerificationEmail } from '../../lib/resend-verification-email.ts';

/** Shown on every page until the user's e-mail address is verified. */
export function VerifyEmailBanner() {
  const { t } = useTranslation(['common', 'errors']);
  const resend = useResendVerificationEmail();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify({ color: 'teal', message: t('common:verifyBanner.sent') }),
      onError: (error) =>
        notify({ color: 'red', title: t('common:error'), message: errorMessage(error) }),
    });
  return (
    <Container size="lg" pt="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconMailExclamation size={18} />}
        title={t('common:verifyBanner.title')}
        p="sm"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('common:verifyBanner.body')}</Text>
          <Button size="xs" variant="default" loading={resend.isPending} onClick={onResend}>
            {t('common:verifyBanner.resend')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
