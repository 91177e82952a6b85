import { Anchor, Avatar, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueArtist } from '@soundpost/contracts/artist-catalogue';
import { countryName } from '@soundpost/contracts/countries';
import { numberFormat } from '../../../lib/intl.ts';

/** One release on a card: its artwork and title, linked to its smart link when it has one. */
function ReleaseLine({ release }: { release: CatalogueArtist['releases'][number] }) {
  const { t } = useTranslation('catalogue');
  const artwork = release.artworkUrl ? (
    <Image
      src={release.artworkUrl}
      alt=""
      w={40}
      h={40}
      radius="sm"
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  ) : null;
  return (
    <Group gap="sm" wrap="nowrap" component="li">
      {artwork}
      {release.link ? (
        <Anchor
          href={release.link}
          size="sm"
          fw={500}
          aria-label={t('openRelease', { title: release.title })}
        >
          {release.title}
        </Anchor>
      ) : (
        <Text size="sm">{release.title}</Text>
      )}
    </Group>
  );
}

/** An artist of the catalogue: image, name, where from, genre, followers and releases. */
export function CatalogueCard({ artist }: { artist: CatalogueArtist }) {
  const { t, i18n } = useTranslation(['catalogue', 'artists']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const headingId = `catalogue-artist-${artist.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={artist.imageUrl}
            alt=""
            size={64}
            radius="md"
            color="initials"
            name={artist.name}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {artist.name}
            </Title>
            <Text size="sm" c="dimmed">
              {countryName(artist.country, lang)}
            </Text>
            <Group gap="xs">
              <Badge variant="light">{t(`artists:genres.${artist.genre}`)}</Badge>
              <Text size="xs" c="dimmed">
                {t('followers', {
                  count: artist.followers,
                  formatted: numberFormat(lang).format(artist.followers),
                })}
              </Text>
            </Group>
          </Stack>
        </Group>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('releases')}
          </Text>
          {artist.releases.length ? (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {artist.releases.map((release) => (
                <ReleaseLine key={`${release.title}-${release.link}`} release={release} />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noReleases')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
