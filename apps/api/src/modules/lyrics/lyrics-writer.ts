import type { z } from 'zod';
import type { LyricProvider, lyricRequestSchema } from '@soundpost/contracts/lyrics';

/** What the artist asked for: the generator form, validated. */
export type LyricsBrief = z.output<typeof lyricRequestSchema>;

/** A song being written: its pieces of text as they come, and a note when it differs. */
export type LyricsDraft = {
  /** Set when the writer could not do what was asked as asked (the built-in writer's English). */
  note: 'written_in_english' | null;
  pieces: AsyncIterable<string>;
};

/**
 * Who writes lyrics (decision 047). A writer may stream: each piece is shown as it arrives.
 * Failures throw `LyricsWriterError`; `signal` aborts when the artist leaves the page.
 */
export type LyricsWriter = {
  provider: LyricProvider;
  /** The model's name, shown beside the lyrics; null for the built-in writer. */
  model: string | null;
  write: (brief: LyricsBrief, signal: AbortSignal) => Promise<LyricsDraft>;
};

/** Why a writer failed: kept in the log, answered as `lyrics_provider_failed`. */
export class LyricsWriterError extends Error {
  readonly reason: 'timeout' | 'rate_limited' | 'unavailable' | 'bad_answer';

  constructor(reason: LyricsWriterError['reason'], detail: string) {
    super(`lyrics writer ${reason}: ${detail}`);
    this.reason = reason;
  }
}
