import { builtinLyricLanguages, type LyricLanguage } from '@soundpost/contracts/lyrics';
import type { LyricsBrief, LyricsWriter } from '../lyrics-writer.ts';
import { endingRhymeKey } from './ending-rhymes.ts';
import { englishSounds, loadPronunciations, type EnglishSounds } from './english-sounds.ts';
import type { LanguagePack } from './language-pack.ts';
import { englishPack } from './pack-en.ts';
import { spanishPack } from './pack-es.ts';
import { portuguesePack } from './pack-pt.ts';
import { turkishPack } from './pack-tr.ts';

const packs: Record<(typeof builtinLyricLanguages)[number], LanguagePack> = {
  en: englishPack,
  es: spanishPack,
  pt: portuguesePack,
  tr: turkishPack,
};

/** English verse lines aim at this many syllables (counted with the dictionary). */
export const targetSyllables = 8;

/** A small seeded generator (mulberry32), so a test can ask for the same song twice. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lastWord = (phrase: string) => phrase.trim().split(/\s+/).at(-1) ?? phrase;
const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

export type BuiltinLyrics = { text: string; language: LyricLanguage; writtenInEnglish: boolean };

/**
 * Soundpost's built-in writer: fills line templates with the mood's words so that the lines of
 * each pair rhyme, in the order verse, chorus, verse, chorus, bridge. The chorus opens with the
 * artist's chorus line (else the title), custom words go into the verses, the bridge names the
 * dedicatee. English rhymes and counts syllables with the CMU dictionary; Spanish, Portuguese
 * and Turkish rhyme by word endings; other languages are written in English (decision 047).
 */
export async function writeBuiltinLyrics(
  brief: LyricsBrief,
  random: () => number = Math.random,
): Promise<BuiltinLyrics> {
  const supported = (builtinLyricLanguages as readonly string[]).includes(brief.language);
  const language = supported ? (brief.language as keyof typeof packs) : 'en';
  const sounds = language === 'en' ? englishSounds(await loadPronunciations()) : null;
  const song = new SongBuilder(packs[language], language, brief, sounds, random);
  return { text: song.write(), language, writtenInEnglish: !supported };
}

class SongBuilder {
  private readonly used = new Set<string>();
  private readonly usedTemplates = new Set<string>();
  private readonly pool: string[];
  private readonly mood: LanguagePack['moods'][keyof LanguagePack['moods']];
  private readonly pack: LanguagePack;
  private readonly language: LyricLanguage;
  private readonly brief: LyricsBrief;
  private readonly sounds: EnglishSounds | null;
  private readonly random: () => number;

  constructor(
    pack: LanguagePack,
    language: LyricLanguage,
    brief: LyricsBrief,
    sounds: EnglishSounds | null,
    random: () => number,
  ) {
    this.pack = pack;
    this.language = language;
    this.brief = brief;
    this.sounds = sounds;
    this.random = random;
    this.mood = pack.moods[brief.mood];
    const others = Object.values(pack.moods).flatMap((m) => m.ends.flat());
    this.pool = [...new Set([...this.mood.ends.flat(), ...others])];
  }

  write(): string {
    const words = this.brief.customWords;
    const chorus = this.chorus();
    const sections = [
      [`[${this.pack.sections.verse} 1]`, ...this.verse(words.slice(0, 2))],
      [`[${this.pack.sections.chorus}]`, ...chorus],
      [`[${this.pack.sections.verse} 2]`, ...this.verse(words.slice(2))],
      [`[${this.pack.sections.chorus}]`, ...chorus],
      [`[${this.pack.sections.bridge}]`, ...this.bridge()],
    ];
    return sections.map((lines) => lines.join('\n')).join('\n\n') + '\n';
  }

  private key(phrase: string): string {
    const word = lastWord(phrase);
    if (!this.sounds) return endingRhymeKey(word, this.language);
    return this.sounds.rhymeKey(word) ?? word.toLowerCase().slice(-3);
  }

  private shuffled<T>(items: T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /**
   * An unused rhyme word that rhymes with `phrase` (never the same word): the mood's own
   * first, then any other mood's; undefined when none does.
   */
  private partnerFor(phrase: string): string | undefined {
    const key = this.key(phrase);
    const word = lastWord(phrase).toLowerCase();
    const fits = (end: string) =>
      !this.used.has(end) && lastWord(end).toLowerCase() !== word && this.key(end) === key;
    return this.shuffled(this.mood.ends.flat()).find(fits) ?? this.shuffled(this.pool).find(fits);
  }

  /** Two unused rhyme words that rhyme, the mood's own first. */
  private pair(): [string, string] {
    for (const candidates of [this.mood.ends.flat(), this.pool]) {
      for (const first of this.shuffled(candidates)) {
        if (this.used.has(first)) continue;
        const second = this.partnerFor(first);
        if (second) {
          this.used.add(first).add(second);
          return [first, second];
        }
      }
    }
    // Every rhyme used up (a long song): start again from the mood's groups.
    this.used.clear();
    return this.pair();
  }

  private fill(template: string, end: string, word = ''): string {
    const pick = (items: string[]) => items[Math.floor(this.random() * items.length)] ?? '';
    const adj = pick(this.mood.adj);
    const verb = pick(this.mood.verb);
    const line = template
      .replaceAll('{end}', end)
      .replaceAll('{w}', word)
      .replaceAll('{W}', capitalize(word))
      .replaceAll('{name}', this.brief.dedicatedTo ?? '')
      .replaceAll('{adj}', adj)
      .replaceAll('{Adj}', capitalize(adj))
      .replaceAll('{verb}', verb)
      .replaceAll('{Verb}', capitalize(verb));
    return capitalize(line);
  }

  /**
   * A line from `templates` ending in `end`, each template used once while others are left; in
   * English the one whose syllables come closest to the target.
   */
  private line(templates: string[], end: string, word = ''): string {
    // A template that already holds the rhyme word would say it twice ("Bu gece yine … gece").
    const fitting = templates.filter((t) => !t.toLowerCase().includes(lastWord(end).toLowerCase()));
    const usable = fitting.length > 0 ? fitting : templates;
    const fresh = usable.filter((t) => !this.usedTemplates.has(t));
    const candidates = this.shuffled(fresh.length > 0 ? fresh : usable).map((template) => ({
      template,
      text: this.fill(template, end, word),
    }));
    const sounds = this.sounds;
    const best = sounds
      ? candidates.reduce((a, b) =>
          Math.abs(sounds.lineSyllables(b.text) - targetSyllables) <
          Math.abs(sounds.lineSyllables(a.text) - targetSyllables)
            ? b
            : a,
        )
      : candidates[0]!;
    this.usedTemplates.add(best.template);
    return best.text;
  }

  /** Four lines, AABB; each custom word either ends a line (when it has a rhyme) or sits in one. */
  private verse(words: string[]): string[] {
    const lines: string[] = [];
    for (const word of words) {
      const partner = this.partnerFor(word);
      if (partner) {
        this.used.add(partner);
        lines.push(this.line(this.pack.customEndLines, word), this.line(this.pack.lines, partner));
      } else {
        const [a, b] = this.pair();
        lines.push(this.line(this.pack.customLines, a, word), this.line(this.pack.lines, b));
      }
    }
    while (lines.length < 4) {
      const [a, b] = this.pair();
      lines.push(this.line(this.pack.lines, a), this.line(this.pack.lines, b));
    }
    return lines;
  }

  /** The hook (chorus line, else the title), a line rhyming with it when one exists, a pair. */
  private chorus(): string[] {
    const hook = capitalize(this.brief.chorus ?? this.brief.title);
    const partner = this.partnerFor(hook);
    if (partner) this.used.add(partner);
    const [a, b] = this.pair();
    const second = this.line(this.pack.lines, partner ?? this.pair()[0]);
    return [hook, second, this.line(this.pack.lines, a), this.line(this.pack.lines, b)];
  }

  /** ABCB, opening with the dedication when there is one. */
  private bridge(): string[] {
    const [a, b] = this.pair();
    const first = this.brief.dedicatedTo
      ? this.fill(this.shuffled(this.pack.dedications)[0]!, '')
      : this.line(this.pack.lines, this.pair()[0]);
    const third = this.line(this.pack.lines, this.pair()[1]);
    return [first, this.line(this.pack.lines, a), third, this.line(this.pack.lines, b)];
  }
}

/** Soundpost's built-in template writer: offline, instant, labelled as what it is. */
export const builtinWriter: LyricsWriter = {
  provider: 'builtin',
  model: null,
  async write(brief) {
    const song = await writeBuiltinLyrics(brief);
    return {
      note: song.writtenInEnglish ? 'written_in_english' : null,
      pieces: linesOf(song.text),
    };
  },
};

/** Line by line, so the page fills the way it does for a model. */
async function* linesOf(text: string) {
  for (const line of text.split(/(?<=\n)/)) yield line;
}
