import { Group, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  bannerCalls,
  bannerColours,
  bannerPalettes,
  bannerSizes,
  type BannerCall,
  type BannerPalette,
  type BannerSize,
} from '@soundpost/contracts/banners';
import { languageNames } from '../../../components/language-names.ts';
import { languages, type Language } from '../../../lib/languages.ts';
import classes from './banner-options.module.css';

export type BannerChoice = {
  size: BannerSize;
  palette: BannerPalette;
  cta: BannerCall;
  lang: Language;
};

/** A palette as its option shows it: the banner's gradient, ending in its accent. */
const swatch = (palette: BannerPalette) => {
  const { background, accent } = bannerColours[palette];
  return `linear-gradient(135deg, ${background[0]}, ${background[1]} 60%, ${accent})`;
};

/** Size, palette, call to action and the banner's language. */
export function BannerOptions({
  choice,
  onChange,
}: {
  choice: BannerChoice;
  onChange: (next: Partial<BannerChoice>) => void;
}) {
  const { t } = useTranslation('banners');
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('size.label')}
        value={choice.size}
        onChange={(size) => onChange({ size: size as BannerSize })}
      >
        <Stack gap="xs" mt={6}>
          {Object.entries(bannerSizes).map(([size, { width, height }]) => (
            <Radio key={size} value={size} label={t(`size.${size}`, { width, height })} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={t('palette.label')}
        value={choice.palette}
        onChange={(palette) => onChange({ palette: palette as BannerPalette })}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
          {bannerPalettes.map((palette) => (
            <Radio
              key={palette}
              value={palette}
              label={
                <span className={classes.palette}>
                  <span
                    aria-hidden
                    className={classes.swatch}
                    style={{ background: swatch(palette) }}
                  />
                  {t(`palette.${palette}`)}
                </span>
              }
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Radio.Group
        label={t('cta.label')}
        value={choice.cta}
        onChange={(cta) => onChange({ cta: cta as BannerCall })}
      >
        <Group gap="lg" mt={6}>
          {bannerCalls.map((cta) => (
            <Radio key={cta} value={cta} label={t(`cta.${cta}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Select
        label={t('language.label')}
        description={t('language.description')}
        value={choice.lang}
        allowDeselect={false}
        onChange={(lang) => lang && onChange({ lang: lang as Language })}
        data={languages.map((lang) => ({ value: lang, label: languageNames[lang] }))}
      />
    </Stack>
  );
}
