import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useArtist, useArtistSearch } from '../lib/artist-queries.ts';

export type PickedArtist = { id: string; name: string };

export type ArtistSelectProps = {
  label: string;
  /** The chosen artist's id; '' or null when none (or all, with `allLabel`). */
  value: string | null;
  onChange: (artist: PickedArtist | null) => void;
  /** The chosen artist's name when the caller knows it; otherwise it is asked for by id. */
  initial?: PickedArtist | null;
  /** An option of its own, first, for "every artist" (chosen as null). */
  allLabel?: string;
  /** The search found nothing. */
  nothingFound: string;
} & Pick<SelectProps, 'placeholder' | 'description' | 'error' | 'required' | 'w' | 'style'>;

/**
 * One of the user's artists, searched on the server as the name is typed and paged as the list
 * scrolls (a label may have hundreds), whatever page the chosen one is on.
 */
export function ArtistSelect(props: ArtistSelectProps) {
  const { label, value, onChange, initial, allLabel, nothingFound, ...field } = props;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickedArtist | null>(initial ?? null);
  // An artist chosen elsewhere (the address of /analytics): its name comes from the API.
  const unknown = Boolean(value) && picked?.id !== value;
  const asked = useArtist(value ?? '', { enabled: unknown });
  const shown = unknown ? (asked.data ?? null) : picked;
  // Typing the chosen artist's name (Select shows it as the search text) lists everything.
  const [q] = useDebouncedValue(
    search === shown?.name || search === allLabel ? '' : search.trim(),
    250,
  );
  const found = useArtistSearch(q);
  const options = (found.data?.pages ?? []).flatMap((page) =>
    page.items.map((a) => ({ value: a.id, label: a.name })),
  );
  // The chosen artist stays an option (Select shows its name from there) unless a search for
  // something else is under way.
  const keep = shown && (!q || shown.name.toLowerCase().includes(q.toLowerCase()));
  if (keep && !options.some((o) => o.value === shown.id)) {
    options.unshift({ value: shown.id, label: shown.name });
  }
  if (allLabel !== undefined && !q) options.unshift({ value: '', label: allLabel });

  return (
    <Select
      {...field}
      label={label}
      nothingFoundMessage={found.isFetching ? undefined : nothingFound}
      data={options}
      value={value ?? (allLabel !== undefined ? '' : null)}
      onChange={(id, option) => {
        const artist = id && option ? { id, name: option.label } : null;
        setPicked(artist);
        onChange(artist);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      scrollAreaProps={{
        onBottomReached: () => {
          if (found.hasNextPage && !found.isFetchingNextPage) void found.fetchNextPage();
        },
      }}
      comboboxProps={{ withinPortal: true }}
      allowDeselect={allLabel === undefined}
    />
  );
}
