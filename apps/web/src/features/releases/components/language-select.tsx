import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contentLanguages } from '@soundpost/contracts/catalog';

type Option = { value: string; label: string };

const displayNames = new Map<string, Intl.DisplayNames>();
const optionLists = new Map<string, Option[]>();

function languageName(code: string, lang: string): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' });
    displayNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/** Every content language, named and sorted in `lang` (once per language). */
function languageOptions(lang: string): Option[] {
  let options = optionLists.get(lang);
  if (!options) {
    const collator = new Intl.Collator(lang);
    options = contentLanguages
      .map((code) => ({ value: code, label: languageName(code, lang) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    optionLists.set(lang, options);
  }
  return options;
}

/**
 * The language of a release or a track, named in the interface language. The ~90 names are
 * looked up once the field is first used (focus, or its list opening): before that it shows
 * its value's name only, which spares the wizard's first screen that work (decision 043).
 */
export function LanguageSelect(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation('wizard');
  const lang = i18n.resolvedLanguage ?? 'en';
  const [used, setUsed] = useState(false);
  const value = props.value ?? props.defaultValue;
  const data =
    used || optionLists.has(lang)
      ? languageOptions(lang)
      : value
        ? [{ value, label: languageName(value, lang) }]
        : [];
  return (
    <Select
      {...props}
      data={data}
      onFocus={(event) => {
        setUsed(true);
        props.onFocus?.(event);
      }}
      onDropdownOpen={() => {
        setUsed(true);
        props.onDropdownOpen?.();
      }}
      searchable
      nothingFoundMessage={t('basic.noMatch')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
