import { ColorInput, ColorSwatch, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  paletteFromColour,
  paletteIds,
  palettes,
  type Palette,
  type PaletteId,
} from '../utils/cover-templates.ts';

function Swatches({ palette }: { palette: Palette }) {
  return (
    <Group gap={2} wrap="nowrap" aria-hidden>
      {palette.map((colour, i) => (
        <ColorSwatch key={i} color={colour} size={16} withShadow={false} />
      ))}
    </Group>
  );
}

/** The five named palettes and a palette grown from a colour the artist picks. */
export function PalettePicker({
  value,
  onChange,
  custom,
  onCustomChange,
}: {
  value: PaletteId;
  onChange: (id: PaletteId) => void;
  custom: string;
  onCustomChange: (colour: string) => void;
}) {
  const { t } = useTranslation('artwork');
  const options: { id: PaletteId; palette: Palette }[] = [
    ...paletteIds.map((id) => ({ id, palette: palettes[id] })),
    { id: 'custom', palette: paletteFromColour(custom) },
  ];
  return (
    <Stack gap="xs">
      <Radio.Group
        value={value}
        onChange={(next) => onChange(next as PaletteId)}
        label={t('generator.colours')}
        name="artwork-palette"
      >
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
          {options.map(({ id, palette }) => (
            <Radio.Card key={id} value={id} radius="md" p="xs">
              <Group gap={8} wrap="nowrap">
                <Radio.Indicator size="xs" />
                <Swatches palette={palette} />
                <Text size="sm" style={{ flex: 1 }} lh={1.2}>
                  {t(`palettes.${id}`)}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {value === 'custom' ? (
        <ColorInput
          label={t('generator.customColour')}
          value={custom}
          onChange={onCustomChange}
          format="hex"
          withEyeDropper={false}
          maw={260}
          swatches={[]}
        />
      ) : (
        <Text size="xs" c="dimmed">
          {t('generator.customHint')}
        </Text>
      )}
    </Stack>
  );
}
