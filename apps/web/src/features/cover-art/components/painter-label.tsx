import { useTranslation } from 'react-i18next';
import type { CoverArtProvider } from '@soundpost/contracts/cover-art';
import { ProviderLabel } from '../../../components/provider-label.tsx';

/** Who paints (or painted) the images: the built-in generator is never called AI. */
export function PainterLabel(props: {
  provider: CoverArtProvider;
  model: string | null;
  withHint?: boolean;
}) {
  const { t } = useTranslation('cover-art');
  const builtin = props.provider === 'builtin';
  return (
    <ProviderLabel
      builtin={builtin}
      label={builtin ? t('painter.builtin') : t('painter.model', { model: props.model ?? '' })}
      hint={
        props.withHint ? (builtin ? t('painter.builtinHint') : t('painter.modelHint')) : undefined
      }
    />
  );
}
