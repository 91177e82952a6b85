import type { LyricLanguage } from '@soundpost/contracts/lyrics';

const vowels: Record<string, RegExp> = {
  es: /[aeiouáéíóúü]/,
  pt: /[aeiouáéíóúâêôãõà]/,
  tr: /[aeıioöuü]/,
};
const accented = /[áéíóúâêôãõà]/;

/**
 * The ending two words must share to rhyme in Spanish, Portuguese and Turkish: a rule on the
 * written word, without a pronunciation dictionary. Spanish and Portuguese rhyme from the
 * stressed vowel: a written accent marks it; otherwise a word ending in a vowel, n or s (es) or
 * a vowel, s or m (pt) stresses its second-to-last vowel, any other its last; accents are dropped
 * from the key (corazón, canción: `on`). Turkish rhymes on the last syllable.
 */
export function endingRhymeKey(word: string, language: LyricLanguage): string {
  const w = word.toLocaleLowerCase(language).replace(/[^\p{L}]/gu, '');
  const isVowel = vowels[language] ?? vowels.es!;
  const positions = [...w].flatMap((ch, i) => (isVowel.test(ch) ? [i] : []));
  // A vowel right after another one forms a diphthong with it: one nucleus, not two; a weak
  // vowel (i, u) gives the stress to the one after it (cielo, suelo: `elo`).
  const nuclei = positions
    .filter((p, i) => i === 0 || positions[i - 1] !== p - 1)
    .map((p) => (/[iuü]/.test(w[p]!) && isVowel.test(w[p + 1] ?? '') ? p + 1 : p));
  if (nuclei.length === 0) return w;
  if (language === 'tr') {
    // Turkish rhymes on the last syllable (ateş, güneş: `eş`); a bare final vowel brings the
    // consonant before it (gece, hece: `ce`).
    const last = nuclei.at(-1)!;
    return w.slice(last === w.length - 1 ? Math.max(0, last - 1) : last);
  }
  const accent = [...w].findIndex((ch) => accented.test(ch));
  let from: number;
  if (accent >= 0) from = accent;
  else {
    const penultimate = language === 'es' ? /[aeiouns]$/.test(w) : /[aeiousm]$/.test(w);
    from = penultimate && nuclei.length > 1 ? nuclei.at(-2)! : nuclei.at(-1)!;
  }
  return w.slice(from).normalize('NFD').replace(/\p{M}/gu, '');
}
