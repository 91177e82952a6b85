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
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { Logo } from '../../../components/logo.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLogout } from '../../../lib/logout.ts';
import { useUser, verifySession } from '../../../lib/session.ts';
import { isBlocked } from '../../../lib/session-store.ts';
import { useInstance } from '../../../lib/instance.ts';

/**
 * Public and without navigation: a frozen or banned user can only read this and sign out.
 * The kind and the reason come from the server every time the page opens (its 403
 * `account_blocked` carries them), never only from what the browser stored earlier.
 */
export function BlockedPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const logout = useLogout();
  const instance = useInstance().data;
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    void verifySession().finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);

  if (!checked) return <PageLoader />;
  // No session at all: nobody is blocked here.
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />;
  // Unblocked in the meantime: back to work.
  if (!isBlocked(user)) return <Navigate to={paths.dashboard.getHref()} replace />;

  const reason = user.blockReason;
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
              {user.banned ? t('blocked.titleBanned') : t('blocked.title')}
            </Title>
            <Text>{user.banned ? t('blocked.bodyBanned') : t('blocked.body')}</Text>
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
