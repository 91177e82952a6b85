import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDiscountCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Artist } from '@soundpost/contracts/artists';
import { countryName } from '@soundpost/contracts/countries';
import { paths } from '../../../config/paths.ts';

function ProfileBadge({ artist }: { artist: Artist }) {
  const { t } = useTranslation('artists');
  const profile = artist.streamingProfile;
  if (profile.status === 'to_be_created') {
    // Its words wrap rather than end in "…" where a language makes them long.
    return (
      <Badge
        variant="light"
        color="gray"
        h="auto"
        py={2}
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {t('profile.pending')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={profile.service === 'spotify' ? 'green' : 'pink'}>
      {t(`services.${profile.service}`)}
    </Badge>
  );
}

/** One artist of the list: what it is, where it is linked, and its actions. */
export function ArtistCard({ artist, onDelete }: { artist: Artist; onDelete: () => void }) {
  const { t, i18n } = useTranslation('artists');
  const details = [
    t(`types.${artist.type}`),
    [t(`genres.${artist.mainGenre}`), artist.subgenre].filter(Boolean).join(' / '),
    countryName(artist.country, i18n.resolvedLanguage ?? 'en'),
  ];
  const titleId = `artist-${artist.id}`;

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {artist.name}
          </Title>
          {artist.verified ? (
            <Tooltip label={t('list.verified')}>
              <IconDiscountCheck
                size={20}
                color="var(--mantine-color-brand-filled)"
                role="img"
                aria-label={t('list.verified')}
                style={{ flexShrink: 0, marginTop: 2 }}
              />
            </Tooltip>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
        <Group gap="xs" mt="auto" justify="space-between" wrap="wrap">
          <ProfileBadge artist={artist} />
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={paths.artists.edit.getHref(artist.id)}
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('list.editNamed', { name: artist.name })}
            >
              {t('list.edit')}
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t('list.deleteNamed', { name: artist.name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
