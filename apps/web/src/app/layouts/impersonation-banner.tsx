import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { notify } from '../../lib/notify.ts';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@soundpost/contracts/users';
import { useStopImpersonation } from '../../lib/stop-impersonation.ts';
import { errorMessage } from '../../lib/forms.ts';

/** Reminds an admin, on every page, whose account they are acting as. */
export function ImpersonationBanner({ user }: { user: User }) {
  const { t } = useTranslation(['common', 'errors']);
  const stop = useStopImpersonation();
  return (
    <Container size="lg" pt="md">
      <Alert color="yellow" variant="light" icon={<IconEye size={18} />} p="sm">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t('common:impersonation.notice', { name: user.name, username: user.username })}
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={stop.isPending}
            onClick={() =>
              stop.mutate(undefined, {
                onError: (error) =>
                  notify({
                    color: 'red',
                    title: t('common:error'),
                    message: errorMessage(error),
                  }),
              })
            }
          >
            {t('common:nav.backToAdmin')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
