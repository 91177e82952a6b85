import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LyricProvider } from '@soundpost/contracts/lyrics';

/**
 * Who wrote (or will write) the lyrics, said plainly: the built-in template writer is never
 * called AI; a configured model is named.
 */
export function WriterLabel({
  provider,
  model,
  withHint = false,
}: {
  provider: LyricProvider;
  model: string | null;
  withHint?: boolean;
}) {
  const { t } = useTranslation('lyrics');
  const builtin = provider === 'builtin';
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge variant="light" color={builtin ? 'gray' : 'violet'} style={{ flexShrink: 0 }}>
        {builtin ? t('writer.builtin') : t('writer.model', { model: model ?? '' })}
      </Badge>
      {withHint ? (
        <Text size="sm" c="dimmed">
          {builtin ? t('writer.builtinHint') : t('writer.modelHint')}
        </Text>
      ) : null}
    </Group>
  );
}
