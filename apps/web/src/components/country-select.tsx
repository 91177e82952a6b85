import { useMemo } from 'react';
import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryCodes, countryName } from '@soundpost/contracts/countries';

/** Case and accents do not matter when searching ("turkiye" finds "Türkiye"). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const filter: OptionsFilter = ({ options, search }) => {
  const query = fold(search.trim());
  if (!query) return options;
  return (options as ComboboxItem[]).filter(
    (option) => fold(option.label).includes(query) || option.value.toLowerCase() === query,
  );
};

/**
 * Every country and territory, named and sorted in the interface language (the caller gives
 * the words for "no country matches", `nothingFoundMessage`, in its own catalog).
 */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const data = useMemo(() => {
    const collator = new Intl.Collator(lang);
    return countryCodes
      .map((code) => ({ value: code, label: countryName(code, lang) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [lang]);

  return (
    <Select
      {...props}
      data={data}
      filter={filter}
      searchable
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
