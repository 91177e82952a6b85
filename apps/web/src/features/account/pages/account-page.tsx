import { Suspense } from 'react';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import {
  IconBell,
  IconCash,
  IconCreditCard,
  IconKey,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { PageLoader } from '../../../components/page-loader.tsx';

const tabs = [
  { value: paths.account.root.path, label: 'tabs.personal', icon: IconUser },
  { value: paths.account.notifications.path, label: 'tabs.notifications', icon: IconBell },
  { value: paths.account.security.path, label: 'tabs.security', icon: IconShieldLock },
  { value: paths.account.payout.path, label: 'tabs.payout', icon: IconCash },
  { value: paths.account.subscription.path, label: 'tabs.subscription', icon: IconCreditCard },
  { value: paths.account.api.path, label: 'tabs.api', icon: IconKey },
] as const;

/** One account screen; each tab has its own URL so it can be linked and reloaded. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = tabs.find((tab) => tab.value === pathname)?.value ?? paths.account.root.path;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Tabs
          value={active}
          onChange={(value) => value && void navigate(value)}
          keepMounted
          variant="outline"
        >
          <Tabs.List>
            {tabs.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {t(label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* Every tab needs its panel for aria-controls; only the active one has content. */}
          {tabs.map(({ value }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              {value === active ? (
                <Suspense fallback={<PageLoader />}>
                  <Outlet />
                </Suspense>
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
