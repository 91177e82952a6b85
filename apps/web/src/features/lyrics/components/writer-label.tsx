import { useTranslation } from 'react-i18next';
import type { LyricProvider } from '@soundpost/contracts/lyrics';
import { ProviderLabel } from '../../../components/provider-label.tsx';

/**
 * Who wrote (or will write) the lyrics, said plainly: the built-in template writer is never
 * called AI; a configured model is named.
 */
export function WriterLabel(props: {
  provider: LyricProvider;
  model: string | null;
  withHint?: boolean;
}) {
  const { t } = useTranslation('lyrics');
  const builtin = props.provider === 'builtin';
  return (
    <ProviderLabel
      builtin={builtin}
      label={builtin ? t('writer.builtin') : t('writer.model', { model: props.model ?? '' })}
      hint={
        props.withHint ? (builtin ? t('writer.builtinHint') : t('writer.modelHint')) : undefined
      }
    />
  );
}
