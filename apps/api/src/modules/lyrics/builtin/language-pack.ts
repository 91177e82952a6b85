import type { LyricMood } from '@soundpost/contracts/lyrics';

/**
 * What the built-in writer knows of a language: section names, line templates and, per mood,
 * words that colour the lines. Templates fill `{end}` (a rhyme word, last in the line), `{w}`
 * (a custom word), `{name}` (the dedicatee), `{adj}` and `{verb}` (the mood's).
 */
export type LanguagePack = {
  sections: { verse: string; chorus: string; bridge: string };
  /** Lines that end in `{end}`. */
  lines: string[];
  /** Lines that carry a custom word `{w}` and end in `{end}`. */
  customLines: string[];
  /** Lines that end in a custom word used as the rhyme, `{end}`. */
  customEndLines: string[];
  /** A line naming the dedicatee. */
  dedications: string[];
  moods: Record<
    LyricMood,
    {
      /** Rhyme words (with their article where the language needs one), in rhyming groups. */
      ends: string[][];
      adj: string[];
      verb: string[];
    }
  >;
};
