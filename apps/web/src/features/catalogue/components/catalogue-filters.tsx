import { useEffect, useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { catalogueSorts, type CatalogueSort } from '@soundpost/contracts/artist-catalogue';
import { genres, type Genre } from '@soundpost/contracts/catalog';
import type { CountryCode } from '@soundpost/contracts/countries';
import { CountrySelect } from '../../../components/country-select.tsx';
import type { CatalogueFilters as Filters } from '../utils/catalogue-filters.ts';

/** How long the search waits after the last key before it asks (and changes the address). */
const searchPause = 300;

/** The search box, country, genre and order; the text is sent once the visitor pauses. */
export function CatalogueFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  /** Each change names only what changed: two changes close together never undo each other. */
  onChange: (update: Partial<Filters>) => void;
}) {
  const { t } = useTranslation(['catalogue', 'artists']);
  const [text, setText] = useState(filters.q);
  const [paused] = useDebouncedValue(text, searchPause);
  // The address changed the search (a cleared filter, a shared link): the box follows.
  const [sent, setSent] = useState(filters.q);
  if (sent !== filters.q) {
    setSent(filters.q);
    if (filters.q !== paused) setText(filters.q);
  }
  useEffect(() => {
    if (paused !== filters.q) onChange({ q: paused });
    // Only a pause in typing sends the text; the other filters are sent as they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused]);
  const select = { comboboxProps: { withinPortal: true } };
  return (
    <SimpleGrid
      component="form"
      role="search"
      aria-label={t('filters.label')}
      cols={{ base: 1, sm: 2, md: 4 }}
      spacing="md"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text });
      }}
    >
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
      />
      <CountrySelect
        label={t('filters.country')}
        placeholder={t('filters.anyCountry')}
        nothingFoundMessage={t('filters.noCountry')}
        value={filters.country}
        onChange={(country) => onChange({ country: country as CountryCode | null })}
        clearable
      />
      <Select
        {...select}
        label={t('filters.genre')}
        placeholder={t('filters.anyGenre')}
        data={genres.map((value) => ({ value, label: t(`artists:genres.${value}`) }))}
        value={filters.genre}
        onChange={(genre) => onChange({ genre: genre as Genre | null })}
        clearable
      />
      <Select
        {...select}
        label={t('filters.sort')}
        data={catalogueSorts.map((value) => ({ value, label: t(`sorts.${value}`) }))}
        value={filters.sort}
        onChange={(sort) => sort && onChange({ sort: sort as CatalogueSort })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
