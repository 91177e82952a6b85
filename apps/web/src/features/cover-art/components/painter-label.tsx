import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CoverArtProvider } from '@soundpost/contracts/cover-art';

/**
 * Who paints (or painted) the images, said plainly: the built-in generator is never called
 * AI; a configured model is named.
 */
export function PainterLabel({
  provider,
  model,
  withHint = false,
}: {
  provider: CoverArtProvider;
  model: string | null;
  withHint?: boolean;
}) {
  const { t } = useTranslation('cover-art');
  const builtin = provider === 'builtin';
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge variant="light" color={builtin ? 'gray' : 'violet'} style={{ flexShrink: 0 }}>
        {builtin ? t('painter.builtin') : t('painter.model', { model: model ?? '' })}
      </Badge>
      {withHint ? (
        <Text size="sm" c="dimmed">
          {builtin ? t('painter.builtinHint') : t('painter.modelHint')}
        </Text>
      ) : null}
    </Group>
  );
}
