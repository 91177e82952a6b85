import type { ReactNode } from 'react';
import { Anchor, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useStores } from '../../api/get-stores.ts';
import type { WizardStep } from '../../utils/wizard-steps.ts';
import { TrackSummary } from './track-summary.tsx';
import { stepHref } from './wizard-shell.tsx';
import { formatDay } from '../../../../lib/format.ts';

function Section(props: { release: ReleaseDetail; step: WizardStep; children: ReactNode }) {
  const { t } = useTranslation('wizard');
  const title = t(`steps.${props.step}`);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-labelledby={`review-${props.step}`}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={`review-${props.step}`}>
          {title}
        </Title>
        <Anchor
          component={Link}
          to={stepHref(props.release.id, props.step)}
          size="sm"
          aria-label={t('review.editSection', { section: title })}
        >
          {t('review.edit')}
        </Anchor>
      </Group>
      {props.children}
    </Card>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={130}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Everything the release will be submitted with, each part linked back to its step. */
export function ReviewSummary({ release }: { release: ReleaseDetail }) {
  const { t, i18n } = useTranslation(['wizard', 'releases', 'artists']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const stores = useStores();
  const empty = t('review.empty');
  const languageName = (code: string | null) =>
    code
      ? (new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' }).of(code) ?? code)
      : empty;
  const storeNames = release.storeIds.map(
    (id) => stores.data?.items.find((s) => s.id === id)?.name ?? id,
  );

  return (
    <Stack gap="sm">
      <Section release={release} step="basic-info">
        <Stack gap={4}>
          <Row label={t('basic.releaseTitle')} value={release.title ?? empty} />
          <Row label={t('basic.artist')} value={release.artist?.name ?? empty} />
          <Row label={t('basic.releaseType')} value={t(`releases:types.${release.releaseType}`)} />
          <Row label={t('basic.language')} value={languageName(release.language)} />
          <Row
            label={t('basic.primaryGenre')}
            value={release.primaryGenre ? t(`artists:genres.${release.primaryGenre}`) : empty}
          />
          <Row
            label={t('basic.secondaryGenre')}
            value={release.secondaryGenre ? t(`artists:genres.${release.secondaryGenre}`) : empty}
          />
          <Row label={t('basic.recordLabel')} value={release.recordLabel ?? empty} />
          <Row label={t('basic.upc')} value={release.upc ?? t('review.codeAssigned')} />
        </Stack>
      </Section>
      <Section release={release} step="artwork">
        {release.artwork?.thumbnailUrl ? (
          <Image
            src={release.artwork.thumbnailUrl}
            alt={t('review.artworkAlt')}
            w={120}
            h={120}
            radius="md"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('review.noArtwork')}
          </Text>
        )}
      </Section>
      <Section release={release} step="tracks">
        {release.tracks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tracks.empty')}
          </Text>
        ) : (
          <List type="ordered" size="sm" spacing="xs">
            {release.tracks.map((track) => (
              <List.Item key={track.id}>
                <TrackSummary track={track} />
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section release={release} step="platforms">
        <Text size="sm">{t('review.storesCount', { count: storeNames.length })}</Text>
        {storeNames.length > 0 ? (
          <Text size="sm" c="dimmed">
            {storeNames.join(', ')}
          </Text>
        ) : null}
      </Section>
      <Section release={release} step="distribution">
        <Stack gap={4}>
          <Row
            label={t('distribution.releaseDate')}
            value={release.releaseDate ? formatDay(release.releaseDate, lang) : empty}
          />
          <Row
            label={t('distribution.liveDate')}
            value={release.liveDate ? formatDay(release.liveDate, lang) : empty}
          />
          <Row
            label={t('distribution.schedule')}
            value={`${t(`distribution.schedules.${release.schedule}`)} (${t(`distribution.timings.${release.schedule}`)})`}
          />
          <Row
            label={t('distribution.presave')}
            value={
              release.presaveEnabled && release.presaveDate
                ? t('review.presaveFrom', { date: formatDay(release.presaveDate, lang) })
                : t('review.off')
            }
          />
        </Stack>
      </Section>
    </Stack>
  );
}
