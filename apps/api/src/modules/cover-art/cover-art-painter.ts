import type { CoverArtProvider, CoverArtStyle } from '@soundpost/contracts/cover-art';

/** What the artist asked for: the words and the look. */
export type CoverArtBrief = { prompt: string; style: CoverArtStyle };

/**
 * Who paints cover art (decision 049). `paint` gives `count` square images (any encoding sharp
 * reads, any size): the job makes each a 3000x3000 JPEG through the artwork pipeline. Failures
 * throw `CoverArtPainterError`; `signal` aborts when the set is deleted or the worker stops.
 */
export type CoverArtPainter = {
  provider: CoverArtProvider;
  /** The model's name, shown beside the images; null for the built-in generator. */
  model: string | null;
  paint: (brief: CoverArtBrief, count: number, signal: AbortSignal) => Promise<Buffer[]>;
};

/** Why a painter failed: kept in the log; the job tries again, then fails the set. */
export class CoverArtPainterError extends Error {
  readonly reason: 'timeout' | 'rate_limited' | 'unavailable' | 'bad_answer';

  constructor(reason: CoverArtPainterError['reason'], detail: string) {
    super(`cover art painter ${reason}: ${detail}`);
    this.reason = reason;
  }
}
