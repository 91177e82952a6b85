import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Label/value pairs as a description list; an empty value shows a dash. */
export function ReviewFieldList({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
      {fields.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Names for the release's values: languages through the browser, the rest from catalogs. */
export function useReviewNames() {
  const { t } = useTranslation(['review', 'releases', 'artists', 'wizard']);
  const languages = new Intl.DisplayNames([currentLanguage()], { type: 'language' });
  return {
    yesNo: (value: boolean) => t(value ? 'values.yes' : 'values.no'),
    language: (code: string | null) => (code ? (languages.of(code) ?? code) : null),
    genre: (genre: string | null) => (genre ? t(`artists:genres.${genre}`) : null),
  };
}
