import {
  Anchor,
  Button,
  Center,
  Container,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { Logo } from '../../../components/logo.tsx';
import { useLogout } from '../../../lib/logout.ts';
import { useUser } from '../../../lib/session.ts';
import { isBlocked } from '../../../lib/session-store.ts';
import { useInstance } from '../api/get-instance.ts';

/** Public and without navigation: a frozen or banned user can only read this and sign out. */
export function BlockedPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const logout = useLogout();
  const instance = useInstance().data;

  // Unblocked in the meantime (the start-up check refreshed the user): back to work.
  if (user && !isBlocked(user)) return <Navigate to={paths.dashboard.getHref()} replace />;

  const reason = user?.blockReason;
  return (
    <Container size={520} py={48} px="md" component="main" id="main">
      <Stack gap="lg">
        <Center>
          <Logo />
        </Center>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="md" align="flex-start">
            <ThemeIcon size={48} radius="xl" color="red" variant="light" aria-hidden>
              <IconLock size={26} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('blocked.title')}
            </Title>
            <Text>{user?.banned ? t('blocked.bodyBanned') : t('blocked.body')}</Text>
            <div>
              <Text fw={600} size="sm">
                {t('blocked.reason')}
              </Text>
              <Text data-testid="blocked-reason">{reason || t('blocked.noReason')}</Text>
            </div>
            {instance && (
              <Text size="sm">
                {t('blocked.contact')}{' '}
                <Anchor href={`mailto:${instance.supportEmail}`} underline="always">
                  {instance.supportEmail}
                </Anchor>
              </Text>
            )}
            {instance?.helpCenterUrl && (
              <Anchor href={instance.helpCenterUrl} target="_blank" rel="noreferrer" size="sm">
                {t('blocked.help')}
              </Anchor>
            )}
            <Button onClick={() => logout.mutate()} loading={logout.isPending} variant="default">
              {t('blocked.logout')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
