import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { masteringPresets, type MasteringPreset } from '@soundpost/contracts/mastering';

/** The five presets as cards, each with what it aims at. */
export function PresetPicker(props: {
  value: MasteringPreset;
  onChange: (preset: MasteringPreset) => void;
}) {
  const { t } = useTranslation('mastering');
  return (
    <Radio.Group
      label={t('wizard.steps.preset')}
      value={props.value}
      onChange={(value) => props.onChange(value as MasteringPreset)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
        {masteringPresets.map((preset) => (
          <Radio.Card key={preset} value={preset} radius="md" p="md">
            <Stack gap={4}>
              <Radio.Indicator />
              <Text fw={600}>{t(`presets.${preset}.label`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`presets.${preset}.description`)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
