import type { LanguagePack } from './language-pack.ts';

/** Turkish: rhymes on the last syllable; `{end}` is always a noun in the nominative. */
export const turkishPack: LanguagePack = {
  sections: { verse: 'Kıta', chorus: 'Nakarat', bridge: 'Köprü' },
  lines: [
    'İçimde {adj} bir {end}',
    'Geriye kalan tek şey {end}',
    'Her adımda yine {end}',
    'Beni çağıran o {end}',
    '{Verb} gidiyorum, önümde {end}',
    'Bu gece yine {adj} bir {end}',
    'Sen ve ben, bir de {end}',
    'Kalbimde {adj} bir {end}',
  ],
  customLines: ['Dilimde {w}, önümde {end}', '{W} diyorum, sonra {end}'],
  customEndLines: ['Her dizede yine {end}', 'Duyduğum tek şey {end}'],
  dedications: ['Bu şarkı {name} için', '{name}, bu senin'],
  moods: {
    aggressive: {
      ends: [
        ['ateş', 'güneş'],
        ['sokak', 'toprak', 'yaprak'],
        ['şehir', 'zehir'],
      ],
      adj: ['vahşi', 'sert'],
      verb: ['savaşarak', 'kükreyerek'],
    },
    angry: {
      ends: [
        ['ateş', 'güneş'],
        ['şehir', 'zehir'],
        ['ses', 'nefes', 'kafes'],
      ],
      adj: ['acı', 'kırık'],
      verb: ['bağırarak', 'yanarak'],
    },
    chorus: {
      ends: [
        ['ses', 'nefes'],
        ['rüzgar', 'bahar'],
        ['yürek', 'dilek', 'melek'],
      ],
      adj: ['büyük', 'sonsuz'],
      verb: ['şarkı söyleyerek', 'el çırparak'],
    },
    depressed: {
      ends: [
        ['ayrılık', 'karanlık', 'yalnızlık'],
        ['gece', 'hece'],
        ['sokak', 'toprak'],
      ],
      adj: ['boş', 'ağır'],
      verb: ['bekleyerek', 'düşerek'],
    },
    energetic: {
      ends: [
        ['ateş', 'güneş'],
        ['sokak', 'toprak'],
        ['rüzgar', 'bahar'],
      ],
      adj: ['coşkulu', 'hızlı'],
      verb: ['koşarak', 'dans ederek'],
    },
    euphoric: {
      ends: [
        ['güneş', 'ateş'],
        ['hayal', 'masal'],
        ['rüzgar', 'bahar'],
      ],
      adj: ['altın', 'sonsuz'],
      verb: ['uçarak', 'parlayarak'],
    },
    happy: {
      ends: [
        ['güneş', 'ateş'],
        ['hayal', 'masal'],
        ['yürek', 'çiçek', 'dilek'],
      ],
      adj: ['neşeli', 'hafif'],
      verb: ['dans ederek', 'gülerek'],
    },
    in_love: {
      ends: [
        ['yürek', 'çiçek', 'melek'],
        ['hayal', 'masal'],
        ['ses', 'nefes'],
      ],
      adj: ['tatlı', 'sıcak'],
      verb: ['hayal kurarak', 'severek'],
    },
    sad: {
      ends: [
        ['ayrılık', 'yalnızlık', 'karanlık'],
        ['gece', 'hece'],
        ['yaprak', 'toprak'],
      ],
      adj: ['hüzünlü', 'sessiz'],
      verb: ['ağlayarak', 'bekleyerek'],
    },
  },
};
