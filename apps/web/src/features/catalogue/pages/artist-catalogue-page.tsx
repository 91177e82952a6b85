import { Alert, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { MoreButton } from '../../../components/more-button.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCatalogue } from '../api/catalogue.ts';
import { CatalogueCard } from '../components/catalogue-card.tsx';
import { CatalogueFilters } from '../components/catalogue-filters.tsx';
import {
  defaultFilters,
  filtersFromSearch,
  searchFromFilters,
  type CatalogueFilters as Filters,
} from '../utils/catalogue-filters.ts';

function Results({
  filters,
  ready,
  onClear,
}: {
  filters: Filters;
  ready: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const catalogue = useCatalogue(filters, ready);
  const artists = (catalogue.data?.pages ?? []).flatMap((page) => page.items);
  if (catalogue.isError) {
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        <Button variant="light" color="red" mt="sm" onClick={() => void catalogue.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (catalogue.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={220} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (artists.length === 0) {
    return (
      <EmptyState
        id="catalogue-empty"
        icon={<IconUsersGroup size={32} />}
        title={t('empty.title')}
        body={t('empty.body')}
      >
        <Button variant="light" onClick={onClear}>
          {t('empty.clear')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg" component="section" aria-label={t('results')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {artists.map((artist) => (
          <CatalogueCard key={artist.id} artist={artist} />
        ))}
      </SimpleGrid>
      <MoreButton query={catalogue} label={t('more')} />
    </Stack>
  );
}

/**
 * `/artists-catalog` (public, prerendered): the artists who opted in, filtered by country,
 * genre and name, in the order chosen. The filters live in the address, so a link shares the
 * view; the prerendered shell shows the filters, and the results load once the page runs.
 */
export function ArtistCataloguePage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The filters are the page's state, read from the address once the page runs (hydration
  // finds the prerendered defaults) and written back to it whenever they change.
  const [filters, setFilters] = useState(defaultFilters);
  const [read, setRead] = useState(false);
  if (hydrated && !read) {
    setRead(true);
    setFilters(filtersFromSearch(params));
  }
  const search = searchFromFilters(filters).toString();
  useEffect(() => {
    if (read && search !== searchFromFilters(filtersFromSearch(params)).toString()) {
      setParams(new URLSearchParams(search), { replace: true });
    }
  }, [read, search, params, setParams]);
  const change = (update: Partial<Filters>) => setFilters((now) => ({ ...now, ...update }));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <CatalogueFilters filters={filters} onChange={change} />
        <Results filters={filters} ready={read} onClear={() => setFilters(defaultFilters)} />
      </Stack>
    </Container>
  );
}
