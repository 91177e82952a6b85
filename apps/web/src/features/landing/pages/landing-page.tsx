import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconChecklist,
  IconCoin,
  IconCopyright,
  IconMessageReport,
  IconRocket,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { useUser } from '../../../lib/session.ts';
import { startHref } from '../../../lib/start-page.ts';
import { isStaffRole } from '@soundpost/contracts/roles';
import {
  MarketingSections,
  type MarketingSectionsProps,
} from '../components/marketing-sections.tsx';
import classes from './landing-page.module.css';

type Feature = { key: string; icon: ComponentType<{ size?: number; stroke?: number }> };

const features: Feature[] = [
  { key: 'stores', icon: IconWorld },
  { key: 'rights', icon: IconCopyright },
  { key: 'approval', icon: IconRocket },
  { key: 'checks', icon: IconChecklist },
  { key: 'rejections', icon: IconMessageReport },
  { key: 'royalties', icon: IconCoin },
];

const steps = ['upload', 'check', 'deliver', 'earn'] as const;

/**
 * Public landing page. Its JavaScript counts against the 150 KB budget, so the grid, badge
 * and icon tiles are plain elements with CSS rather than more Mantine components; the prices,
 * testimonials and questions load after the first paint (MarketingSections).
 */
export function LandingPage({ Pricing }: Pick<MarketingSectionsProps, 'Pricing'>) {
  const { t } = useTranslation('landing');
  const user = useUser();
  // Staff start at their queue; the landing page is for visitors and artists.
  if (user && isStaffRole(user.role)) return <Navigate to={startHref(user)} replace />;

  return (
    <>
      <Box className={classes.hero}>
        <Container size="md" py={{ base: 48, sm: 96 }}>
          <Stack align="center" gap="lg" ta="center">
            <span className={classes.badge}>{t('hero.badge')}</span>
            <Title order={1} className={classes.title}>
              {t('hero.title')}
            </Title>
            <Text size="xl" c="dimmed" maw={640}>
              {t('hero.subtitle')}
            </Text>
            <Group justify="center" gap="md">
              {user ? (
                <LinkButton to={paths.dashboard.getHref()} size="lg">
                  {t('cta.dashboard')}
                </LinkButton>
              ) : (
                <>
                  <LinkButton to={paths.auth.signup.getHref()} size="lg">
                    {t('cta.signUp')}
                  </LinkButton>
                  <LinkButton to={paths.auth.login.getHref()} size="lg" variant="default">
                    {t('cta.signIn')}
                  </LinkButton>
                </>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={64} component="section" aria-labelledby="landing-features">
        <Title order={2} id="landing-features" ta="center" mb="xl">
          {t('features.title')}
        </Title>
        <div className={classes.features}>
          {features.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs">
              <span className={classes.icon} aria-hidden>
                <Icon size={24} stroke={1.5} />
              </span>
              <Title order={3} size="h4">
                {t(`features.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`features.${key}.body`)}</Text>
            </Stack>
          ))}
        </div>
      </Container>

      <Box className={classes.band} component="section" aria-labelledby="landing-steps">
        <Container size="lg" py={64}>
          <Title order={2} id="landing-steps" ta="center" mb="xl">
            {t('steps.title')}
          </Title>
          <ol className={classes.steps}>
            {steps.map((step, index) => (
              <li key={step}>
                <Text fw={800} fz={32} className={classes.stepNumber} aria-hidden>
                  {index + 1}
                </Text>
                <Title order={3} size="h4" mt="xs">
                  {t(`steps.${step}.title`)}
                </Title>
                <Text c="dimmed" mt="xs">
                  {t(`steps.${step}.body`)}
                </Text>
              </li>
            ))}
          </ol>
        </Container>
      </Box>

      <MarketingSections page="landing" Pricing={Pricing} />

      <Container size="md" py={64} component="section" aria-labelledby="landing-final">
        <Stack align="center" gap="md" ta="center">
          <Title order={2} id="landing-final">
            {t('final.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('final.body')}
          </Text>
          <LinkButton
            to={user ? paths.dashboard.getHref() : paths.auth.signup.getHref()}
            size="lg"
            variant="light"
          >
            {user ? t('cta.dashboardFinal') : t('cta.final')}
          </LinkButton>
        </Stack>
      </Container>
    </>
  );
}
