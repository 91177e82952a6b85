import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Grid,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  bannerCalls,
  bannerPalettes,
  bannerSizes,
  type BannerCall,
  type BannerPalette,
  type BannerSize,
} from '@soundpost/contracts/banners';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { languages, type Language } from '../../../lib/languages.ts';
import { useReleases } from '../../../lib/release-queries.ts';
import { BannerOptions, type BannerChoice } from '../components/banner-options.tsx';
import { BannerPreview } from '../components/banner-preview.tsx';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The choice the address holds (so a reload, or a link shared, keeps it), or the defaults. */
function choiceOf(params: URLSearchParams): BannerChoice {
  return {
    size: oneOf(Object.keys(bannerSizes) as BannerSize[], params.get('size'), 'square'),
    palette: oneOf<BannerPalette>(bannerPalettes, params.get('palette'), 'midnight_pop'),
    cta: oneOf<BannerCall>(bannerCalls, params.get('cta'), 'out_now'),
    lang: oneOf<Language>(languages, params.get('lang'), currentLanguage()),
  };
}

/**
 * The banner generator (spec section 2, `/tools/banner-generator`): one of the user's releases
 * with cover art, at a social network's size, in one of five palettes, drawn by the server.
 */
export function BannerGeneratorPage() {
  const { t } = useTranslation('banners');
  const [params, setParams] = useSearchParams();
  // The page's own state, copied to the address: several quick choices each see the last one
  // (the router's search parameters change only once its navigation has run).
  const [state, setState] = useState(() => ({
    ...choiceOf(params),
    release: params.get('release'),
  }));
  const releases = useReleases('newest');
  const { release: releaseId, ...choice } = state;
  const withArtwork = (releases.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((release) => release.artworkThumbnailUrl);
  const chosen = withArtwork.find((release) => release.id === releaseId) ?? withArtwork[0];
  const change = (next: Partial<BannerChoice & { release: string }>) => {
    const merged = { ...state, ...next };
    setState(merged);
    const query = Object.entries(merged).filter((entry): entry is [string, string] => !!entry[1]);
    setParams(new URLSearchParams(query), { replace: true });
  };
  const untitled = t('untitled');

  let body;
  if (releases.isPending) {
    body = <Skeleton h={480} radius="lg" />;
  } else if (releases.isError) {
    body = (
      <Alert color="red" title={t('loadFailed')}>
        <Button variant="light" color="red" mt="sm" onClick={() => void releases.refetch()}>
          {t('preview.retry')}
        </Button>
      </Alert>
    );
  } else if (!chosen && !releases.hasNextPage) {
    body = (
      <EmptyState
        id="banners-empty"
        icon={<IconPhoto size={32} />}
        title={t('empty.title')}
        body={t('empty.body')}
      >
        <Button component={Link} to={paths.releases.list.getHref()}>
          {t('empty.action')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Select
              label={t('release.label')}
              value={chosen?.id ?? null}
              allowDeselect={false}
              onChange={(release) => release && change({ release })}
              data={withArtwork.map((release) => ({
                value: release.id,
                label: [release.title ?? untitled, release.artistName].filter(Boolean).join(' · '),
              }))}
            />
            {releases.hasNextPage ? (
              <Button
                variant="subtle"
                loading={releases.isFetchingNextPage}
                onClick={() => void releases.fetchNextPage()}
              >
                {t('release.more')}
              </Button>
            ) : null}
            <BannerOptions choice={choice} onChange={change} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {chosen ? (
            <BannerPreview
              release={{ id: chosen.id, title: chosen.title ?? untitled }}
              choice={choice}
            />
          ) : null}
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
