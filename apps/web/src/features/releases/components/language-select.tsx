import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contentLanguages } from '@soundpost/contracts/tracks';

/** The language of a release or a track, named in the interface language. */
export function LanguageSelect(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation('wizard');
  const lang = i18n.resolvedLanguage ?? 'en';
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' });
    const collator = new Intl.Collator(lang);
    return contentLanguages
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [lang]);
  return (
    <Select
      {...props}
      data={data}
      searchable
      nothingFoundMessage={t('basic.noMatch')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
