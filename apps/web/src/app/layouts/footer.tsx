import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import {
  IconBrandBandcamp,
  IconBrandBluesky,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandMastodon,
  IconBrandSoundcloud,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { SocialNetwork } from '@soundpost/contracts/instance';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { languages, type Language } from '../../lib/languages.ts';
import { languageNames } from '../../components/language-names.ts';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { chooseLanguage, currentLanguage } from '../../lib/i18n.ts';
import { useSocialLinks } from '../../lib/instance.ts';
import { consentStore, useIntegrations } from '../../features/consent/consent-store.ts';
import classes from './footer.module.css';

/** The current path and query with `lang` set: shareable, and stored when clicked. */
function useLanguageHref() {
  const location = useLocation();
  return (language: Language) => {
    const params = new URLSearchParams(location.search);
    params.set('lang', language);
    return `${location.pathname}?${params.toString()}`;
  };
}

const legalLinks = [
  ['terms', paths.legal.terms.getHref()],
  ['privacy', paths.legal.privacy.getHref()],
  ['cookies', paths.legal.cookies.getHref()],
] as const;

const marketingLinks = [
  ['free', paths.marketing.free.getHref()],
  ['monetization', paths.marketing.monetization.getHref()],
] as const;

/** Each network's name (a brand, the same in every language) and icon. */
const networks: Record<SocialNetwork, [string, ComponentType<{ size?: number }>]> = {
  instagram: ['Instagram', IconBrandInstagram],
  x: ['X', IconBrandX],
  facebook: ['Facebook', IconBrandFacebook],
  youtube: ['YouTube', IconBrandYoutube],
  tiktok: ['TikTok', IconBrandTiktok],
  soundcloud: ['SoundCloud', IconBrandSoundcloud],
  bandcamp: ['Bandcamp', IconBrandBandcamp],
  bluesky: ['Bluesky', IconBrandBluesky],
  mastodon: ['Mastodon', IconBrandMastodon],
};

/** The operator's social accounts (SOCIAL_LINKS, read from /v1/instance once the page runs). */
function SocialLinks() {
  const { t } = useTranslation('common');
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('footer.social')} gap="sm">
      {links.map(({ network, url }) => {
        const [name, Icon] = networks[network];
        return (
          <Anchor
            key={url}
            href={url}
            rel="me noopener"
            target="_blank"
            c="dimmed"
            aria-label={name}
            title={name}
          >
            <Icon size={22} />
          </Anchor>
        );
      })}
    </Group>
  );
}

/**
 * Language buttons, theme toggle, social accounts, copyright, the marketing pages, the artist
 * catalogue, the blog and the legal pages (spec section 2).
 */
export function Footer() {
  const { t } = useTranslation('common');
  const hrefFor = useLanguageHref();
  const active = currentLanguage();
  const integrations = useIntegrations();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <Group justify="space-between" gap="md">
            <Group component="nav" aria-label={t('footer.languages')} gap="xs">
              {languages.map((language) => (
                <Anchor
                  key={language}
                  component={Link}
                  to={hrefFor(language)}
                  lang={language}
                  size="sm"
                  fw={language === active ? 700 : 400}
                  aria-current={language === active ? 'true' : undefined}
                  onClick={() => void chooseLanguage(language)}
                >
                  {languageNames[language]}
                </Anchor>
              ))}
            </Group>
            <Group gap="md">
              <SocialLinks />
              <ThemeToggle />
            </Group>
          </Group>
          <Group justify="space-between" gap="md">
            <Group gap="md">
              <Text size="sm" c="dimmed">
                {t('footer.copyright', { year: new Date().getFullYear() })}
              </Text>
              {marketingLinks.map(([name, href]) => (
                <Anchor key={name} component={Link} to={href} size="sm" c="dimmed">
                  {t(`footer.${name}`)}
                </Anchor>
              ))}
              <Anchor component={Link} to={paths.artistsCatalog.getHref()} size="sm" c="dimmed">
                {t('footer.catalogue')}
              </Anchor>
              {/* The blog is the server's own pages, not a route of the app: a full load. */}
              <Anchor href="/blog" size="sm" c="dimmed">
                {t('footer.blog')}
              </Anchor>
            </Group>
            <Group component="nav" aria-label={t('footer.legal')} gap="md">
              {legalLinks.map(([name, href]) => (
                <Anchor key={name} component={Link} to={href} size="sm" c="dimmed">
                  {t(`titles.${name}`)}
                </Anchor>
              ))}
              {integrations ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  c="dimmed"
                  onClick={consentStore.openSettings}
                >
                  {t('consent.settings')}
                </Anchor>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
