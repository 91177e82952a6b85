import { NumberInput, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { masteringLimits } from '@soundpost/contracts/mastering';
import { formatClock } from './format-figures.ts';

/** Where the 30-second preview loop starts, within the track. */
export function LoopPicker(props: {
  durationSeconds: number;
  value: number;
  onChange: (start: number) => void;
}) {
  const { t } = useTranslation('mastering');
  const max = Math.max(0, Math.floor(props.durationSeconds - masteringLimits.loopSeconds));
  const end = Math.min(props.durationSeconds, props.value + masteringLimits.loopSeconds);
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('wizard.loopStart')}
        description={t('wizard.loopHelp', {
          start: formatClock(props.value),
          end: formatClock(end),
        })}
        min={0}
        max={max}
        step={1}
        clampBehavior="strict"
        allowDecimal={false}
        value={props.value}
        onChange={(value) => props.onChange(typeof value === 'number' ? value : 0)}
      />
      <Slider
        min={0}
        max={max}
        step={1}
        value={props.value}
        onChange={props.onChange}
        label={formatClock}
        thumbLabel={t('wizard.loopStart')}
      />
      <Text size="xs" c="dimmed" aria-hidden>
        0:00 – {formatClock(props.durationSeconds)}
      </Text>
    </Stack>
  );
}
