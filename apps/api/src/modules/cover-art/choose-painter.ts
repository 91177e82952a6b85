import type { CoverArtProvider } from '@soundpost/contracts/cover-art';
import type { ModelEndpoint } from '../../config.ts';
import { builtinPainter } from './builtin-painter.ts';
import type { CoverArtPainter } from './cover-art-painter.ts';
import { openAiCompatiblePainter } from './openai-compatible-painter.ts';

/**
 * The painter of new sets: the images endpoint when COVER_ART_API_URL is set, else built-in.
 * With `provider`, the painter a set was asked of (a set keeps its painter, whatever the
 * configuration became since); an endpoint no longer configured throws.
 */
export function painterFor(
  settings: ModelEndpoint | undefined,
  provider?: CoverArtProvider,
): CoverArtPainter {
  if (provider === 'builtin' || (!provider && !settings)) return builtinPainter;
  if (!settings) throw new Error('cover art: COVER_ART_API_URL is no longer set');
  return openAiCompatiblePainter(settings);
}
