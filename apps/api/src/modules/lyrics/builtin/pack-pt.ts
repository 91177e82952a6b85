import type { LanguagePack } from './language-pack.ts';

/** Portuguese (Brazil): rhymes by word ending; no template contracts a preposition with `{end}`. */
export const portuguesePack: LanguagePack = {
  sections: { verse: 'Verso', chorus: 'Refrão', bridge: 'Ponte' },
  lines: [
    'Sigo {verb} até {end}',
    'Algo {adj} vive sob {end}',
    'Você e eu contra {end}',
    'Só sobrou {end}',
    'Tudo que eu sou é {end}',
    'Esta noite eu sigo {verb} com {end}',
    'Um coração {adj} e {end}',
    'Me chama outra vez {end}',
  ],
  customLines: ['Levo {w} comigo até {end}', 'Dizem {w} e eu penso em você e {end}'],
  customEndLines: ['E cada verso volta a dizer: {end}', 'Só escuto {end}'],
  dedications: ['Esta canção é para {name}', '{name}, isto é seu'],
  moods: {
    aggressive: {
      ends: [
        ['o fogo', 'o jogo'],
        ['a cidade', 'a verdade', 'a liberdade'],
        ['o caminho', 'o ninho'],
      ],
      adj: ['selvagem', 'feroz'],
      verb: ['lutando', 'rugindo'],
    },
    angry: {
      ends: [
        ['o fogo', 'o jogo'],
        ['a ferida', 'a vida'],
        ['a verdade', 'a cidade'],
      ],
      adj: ['amargo', 'quebrado'],
      verb: ['gritando', 'queimando'],
    },
    chorus: {
      ends: [
        ['a canção', 'o coração'],
        ['o mar', 'o lugar', 'o luar'],
        ['a lua', 'a rua'],
      ],
      adj: ['gigante', 'eterno'],
      verb: ['cantando', 'gritando'],
    },
    depressed: {
      ends: [
        ['a solidão', 'o chão'],
        ['a ferida', 'a partida'],
        ['o céu', 'o véu'],
      ],
      adj: ['vazio', 'pesado'],
      verb: ['esperando', 'caindo'],
    },
    energetic: {
      ends: [
        ['a cidade', 'a liberdade'],
        ['o fogo', 'o jogo'],
        ['o mar', 'o lugar'],
      ],
      adj: ['elétrico', 'inquieto'],
      verb: ['correndo', 'dançando'],
    },
    euphoric: {
      ends: [
        ['o céu', 'o véu'],
        ['o mar', 'o luar'],
        ['a vida', 'a saída'],
      ],
      adj: ['dourado', 'infinito'],
      verb: ['voando', 'brilhando'],
    },
    happy: {
      ends: [
        ['o mar', 'o lugar'],
        ['a lua', 'a rua'],
        ['a vida', 'a saída'],
      ],
      adj: ['alegre', 'leve'],
      verb: ['dançando', 'sorrindo'],
    },
    in_love: {
      ends: [
        ['o coração', 'a paixão', 'a canção'],
        ['o amor', 'a flor', 'o calor'],
        ['o carinho', 'o vinho'],
      ],
      adj: ['terno', 'doce'],
      verb: ['sonhando', 'amando'],
    },
    sad: {
      ends: [
        ['a partida', 'a ferida'],
        ['a saudade', 'a verdade'],
        ['a dor', 'o amor'],
      ],
      adj: ['triste', 'calado'],
      verb: ['chorando', 'esperando'],
    },
  },
};
