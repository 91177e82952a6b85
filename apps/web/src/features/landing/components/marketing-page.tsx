import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { useUser } from '../../../lib/session.ts';
import { MarketingSections, type MarketingSectionsProps } from './marketing-sections.tsx';
import classes from '../pages/landing-page.module.css';

/** A marketing page's copy in `landing.json` (`free.*`, `monetization.*`) and its three points. */
export type MarketingCopy = { key: 'free' | 'monetization'; points: readonly string[] };

/**
 * `/free-music-distribution` and `/music-distribution-and-monetization` (decision 060): the
 * landing page's look, their own copy, the plan catalogue's prices, testimonials and questions,
 * and calls to sign up. Prerendered: the same for every visitor until it runs.
 */
export function MarketingPage({
  copy,
  Pricing,
}: { copy: MarketingCopy } & Pick<MarketingSectionsProps, 'Pricing'>) {
  const { t } = useTranslation('landing');
  const user = useUser();
  const cta = user
    ? { to: paths.dashboard.getHref(), label: t('cta.dashboard') }
    : { to: paths.auth.signup.getHref(), label: t('cta.signUp') };
  const { key } = copy;
  return (
    <>
      <Box className={classes.hero}>
        <Container size="md" py={{ base: 48, sm: 96 }}>
          <Stack align="center" gap="lg" ta="center">
            <span className={classes.badge}>{t(`${key}.hero.badge`)}</span>
            <Title order={1} className={classes.title}>
              {t(`${key}.hero.title`)}
            </Title>
            <Text size="xl" c="dimmed" maw={640}>
              {t(`${key}.hero.subtitle`)}
            </Text>
            <Group justify="center" gap="md">
              <LinkButton to={cta.to} size="lg">
                {cta.label}
              </LinkButton>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Box className={classes.band} component="section" aria-labelledby="marketing-points">
        <Container size="lg" py={64}>
          <Title order={2} id="marketing-points" ta="center" mb="xl">
            {t(`${key}.points.title`)}
          </Title>
          <ul className={classes.points}>
            {copy.points.map((point) => (
              <li key={point}>
                <Title order={3} size="h4">
                  {t(`${key}.points.${point}.title`)}
                </Title>
                <Text c="dimmed" mt="xs">
                  {t(`${key}.points.${point}.body`)}
                </Text>
              </li>
            ))}
          </ul>
        </Container>
      </Box>

      <MarketingSections page={key} Pricing={Pricing} />

      <Container size="md" py={64} component="section" aria-labelledby="marketing-final">
        <Stack align="center" gap="md" ta="center">
          <Title order={2} id="marketing-final">
            {t(`${key}.final.title`)}
          </Title>
          <Text c="dimmed" size="lg">
            {t(`${key}.final.body`)}
          </Text>
          <LinkButton to={cta.to} size="lg" variant="light">
            {user ? t('cta.dashboardFinal') : t('cta.final')}
          </LinkButton>
        </Stack>
      </Container>
    </>
  );
}
