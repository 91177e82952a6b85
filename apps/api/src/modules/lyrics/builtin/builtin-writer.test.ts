import { describe, expect, it } from 'vitest';
import type { LyricsBrief } from '../lyrics-writer.ts';
import { seededRandom, targetSyllables, writeBuiltinLyrics } from './builtin-writer.ts';
import { endingRhymeKey } from './ending-rhymes.ts';
import { englishSounds, loadPronunciations } from './english-sounds.ts';

const brief = (over: Partial<LyricsBrief> = {}): LyricsBrief => ({
  title: 'Midnight Train',
  genre: 'pop',
  mood: 'sad',
  language: 'en',
  dedicatedTo: null,
  chorus: null,
  customWords: [],
  ...over,
});

/** The song's sections as [label, lines]. */
const sectionsOf = (text: string) =>
  text
    .trim()
    .split('\n\n')
    .map((block) => {
      const [label, ...lines] = block.split('\n');
      return [label!, lines] as const;
    });

const lastWord = (line: string) => line.split(' ').at(-1)!;

describe('English sounds', () => {
  it('rhymes and counts syllables with the CMU dictionary', async () => {
    const en = englishSounds(await loadPronunciations());
    expect(en.rhymeKey('night')).toBe(en.rhymeKey('light'));
    expect(en.rhymeKey('heart')).toBe(en.rhymeKey('apart'));
    expect(en.rhymeKey('heart')).not.toBe(en.rhymeKey('hurt'));
    expect(en.syllables('beautiful')).toBe(3);
    expect(en.syllables('fire')).toBe(2);
    expect(en.lineSyllables('You and I against the night')).toBe(7);
  });
});

describe('rhymes by word ending', () => {
  it.each([
    ['es', 'corazón', 'canción'],
    ['es', 'noche', 'reproche'],
    ['es', 'cielo', 'suelo'],
    ['es', 'amor', 'dolor'],
    ['pt', 'coração', 'paixão'],
    ['pt', 'saudade', 'verdade'],
    ['pt', 'céu', 'véu'],
    ['tr', 'ateş', 'güneş'],
    ['tr', 'gece', 'hece'],
    ['tr', 'yol', 'kol'],
  ] as const)('%s: %s rhymes with %s', (language, a, b) => {
    expect(endingRhymeKey(a, language)).toBe(endingRhymeKey(b, language));
  });

  it.each([
    ['es', 'noche', 'luna'],
    ['pt', 'amor', 'mar'],
    ['tr', 'gece', 'yol'],
  ] as const)('%s: %s does not rhyme with %s', (language, a, b) => {
    expect(endingRhymeKey(a, language)).not.toBe(endingRhymeKey(b, language));
  });
});

describe('the built-in writer', () => {
  it('writes verse, chorus, verse, chorus, bridge in English that rhymes and scans', async () => {
    const en = englishSounds(await loadPronunciations());
    for (let seed = 1; seed <= 20; seed++) {
      const song = await writeBuiltinLyrics(brief({ mood: 'in_love' }), seededRandom(seed));
      const sections = sectionsOf(song.text);
      expect(sections.map(([label]) => label)).toEqual([
        '[Verse 1]',
        '[Chorus]',
        '[Verse 2]',
        '[Chorus]',
        '[Bridge]',
      ]);
      expect(sections[1]![1]).toEqual(sections[3]![1]);
      expect(sections[1]![1][0]).toBe('Midnight Train');
      for (const [, lines] of [sections[0]!, sections[2]!]) {
        expect(lines).toHaveLength(4);
        for (const [a, b] of [
          [0, 1],
          [2, 3],
        ] as const) {
          expect(en.rhymeKey(lastWord(lines[a]!)), `${lines[a]} / ${lines[b]}`).toBe(
            en.rhymeKey(lastWord(lines[b]!)),
          );
        }
        for (const line of lines) {
          expect(Math.abs(en.lineSyllables(line) - targetSyllables), line).toBeLessThanOrEqual(3);
        }
      }
      const bridge = sections[4]![1];
      expect(en.rhymeKey(lastWord(bridge[1]!))).toBe(en.rhymeKey(lastWord(bridge[3]!)));
      expect(song.writtenInEnglish).toBe(false);
    }
  });

  it('follows the form: chorus line, custom words, dedication, mood', async () => {
    const song = await writeBuiltinLyrics(
      brief({
        mood: 'angry',
        chorus: 'We will not fall',
        dedicatedTo: 'Ana',
        customWords: ['thunder', 'mirror', 'ocean', 'wall'],
      }),
      seededRandom(3),
    );
    const sections = sectionsOf(song.text);
    expect(sections[1]![1][0]).toBe('We will not fall');
    for (const word of ['thunder', 'mirror', 'ocean', 'wall']) {
      expect(song.text.toLowerCase()).toContain(word);
    }
    expect(sections[4]![1][0]).toMatch(/Ana/);
    // The angry mood's own words colour the lines.
    expect(song.text).toMatch(/bitter|burning|broken|scream|burn|shout/i);
  });

  it.each([
    ['es', 'Verso', 'Estribillo', 'Puente'],
    ['pt', 'Verso', 'Refrão', 'Ponte'],
    ['tr', 'Kıta', 'Nakarat', 'Köprü'],
  ] as const)('writes %s that rhymes by word endings', async (language, verse, chorus, bridge) => {
    for (let seed = 1; seed <= 10; seed++) {
      const song = await writeBuiltinLyrics(
        brief({ language, mood: 'happy', customWords: ['sol'], dedicatedTo: 'Ana' }),
        seededRandom(seed),
      );
      const sections = sectionsOf(song.text);
      expect(sections.map(([label]) => label)).toEqual([
        `[${verse} 1]`,
        `[${chorus}]`,
        `[${verse} 2]`,
        `[${chorus}]`,
        `[${bridge}]`,
      ]);
      for (const [, lines] of [sections[0]!, sections[2]!]) {
        expect(endingRhymeKey(lastWord(lines[0]!), language)).toBe(
          endingRhymeKey(lastWord(lines[1]!), language),
        );
        expect(endingRhymeKey(lastWord(lines[2]!), language)).toBe(
          endingRhymeKey(lastWord(lines[3]!), language),
        );
      }
      expect(song.text.toLocaleLowerCase(language)).toContain('sol');
      expect(sections[4]![1][0]).toMatch(/Ana/);
      expect(song.writtenInEnglish).toBe(false);
    }
  });

  it('writes English, and says so, for languages it does not write', async () => {
    const song = await writeBuiltinLyrics(brief({ language: 'ja' }), seededRandom(1));
    expect(song.writtenInEnglish).toBe(true);
    expect(song.text.startsWith('[Verse 1]')).toBe(true);
  });
});
