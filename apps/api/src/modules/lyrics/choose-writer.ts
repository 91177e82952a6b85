import type { ModelEndpoint } from '../../config.ts';
import { builtinWriter } from './builtin/builtin-writer.ts';
import type { LyricsWriter } from './lyrics-writer.ts';
import { openAiCompatibleWriter } from './openai-compatible-writer.ts';

/** The configured writer: a chat-completions endpoint when LYRICS_API_URL is set, else built-in. */
export function lyricsWriterFor(settings: ModelEndpoint | undefined): LyricsWriter {
  return settings ? openAiCompatibleWriter(settings) : builtinWriter;
}
