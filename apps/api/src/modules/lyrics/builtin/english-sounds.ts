/**
 * English rhyme and syllables from the CMU pronouncing dictionary (the bundled
 * `cmu-pronouncing-dictionary` package, 134,000 words). The dictionary is 4.7 MB of source, so
 * it is loaded on first use, not when the API starts.
 */
let loading: Promise<Record<string, string>> | undefined;

/** Loads the dictionary once per process. */
export function loadPronunciations(): Promise<Record<string, string>> {
  loading ??= import('cmu-pronouncing-dictionary').then((m) => m.dictionary);
  return loading;
}

const clean = (word: string) => word.toLowerCase().replace(/[^a-z']/g, '');

/** Syllables of a word with no dictionary entry: groups of vowels, a silent final e dropped. */
function guessSyllables(word: string): number {
  const w = clean(word).replace(/e$/, '');
  return Math.max(1, (w.match(/[aeiouy]+/g) ?? []).length);
}

export type EnglishSounds = {
  /** The word's syllables (its vowels in the dictionary, a spelling guess otherwise). */
  syllables: (word: string) => number;
  /** A line's syllables. */
  lineSyllables: (line: string) => number;
  /**
   * The sound a rhyme must share: from the last stressed vowel to the end (`night` → `AY T`),
   * or null for a word the dictionary does not know.
   */
  rhymeKey: (word: string) => string | null;
};

/** English sound helpers over the loaded dictionary. */
export function englishSounds(dictionary: Record<string, string>): EnglishSounds {
  const phones = (word: string) => dictionary[clean(word)]?.split(' ');
  const syllables = (word: string) => {
    const p = phones(word);
    return p ? p.filter((ph) => /\d$/.test(ph)).length || 1 : guessSyllables(word);
  };
  return {
    syllables,
    lineSyllables: (line) =>
      line
        .split(/[\s,.!?;:—-]+/)
        .filter((w) => /[a-z]/i.test(w))
        .reduce((sum, w) => sum + syllables(w), 0),
    rhymeKey: (word) => {
      const p = phones(word);
      if (!p) return null;
      let at = p.findLastIndex((ph) => /[12]$/.test(ph));
      if (at < 0) at = p.findLastIndex((ph) => /\d$/.test(ph));
      return at < 0 ? null : p.slice(at).join(' ').replace(/\d/g, '');
    },
  };
}
