import type { LanguagePack } from './language-pack.ts';

/** Spanish: rhymes by word ending (ending-rhymes.ts); no template puts `a`/`de` before `{end}`. */
export const spanishPack: LanguagePack = {
  sections: { verse: 'Verso', chorus: 'Estribillo', bridge: 'Puente' },
  lines: [
    'Sigo {verb} hacia {end}',
    'Algo {adj} vive en {end}',
    'Tú y yo contra {end}',
    'Nada queda más que {end}',
    'Escucho tu voz desde {end}',
    'Todo lo que soy está en {end}',
    'Esta noche sigo {verb} bajo {end}',
    'Un latido {adj} en {end}',
  ],
  customLines: ['Llevo {w} conmigo hasta {end}', 'Dicen {w} y yo pienso en {end}'],
  customEndLines: ['Y cada verso vuelve otra vez: {end}', 'Solo escucho {end}'],
  dedications: ['Esta canción es para {name}', '{name}, esto es tuyo'],
  moods: {
    aggressive: {
      ends: [
        ['el fuego', 'el juego'],
        ['la ciudad', 'la verdad', 'la libertad'],
        ['el camino', 'el destino'],
      ],
      adj: ['salvaje', 'feroz'],
      verb: ['luchando', 'rugiendo'],
    },
    angry: {
      ends: [
        ['el fuego', 'el juego'],
        ['la herida', 'la vida'],
        ['la verdad', 'la oscuridad'],
      ],
      adj: ['amargo', 'roto'],
      verb: ['gritando', 'ardiendo'],
    },
    chorus: {
      ends: [
        ['la canción', 'el corazón'],
        ['el mar', 'el lugar', 'el hogar'],
        ['la noche', 'el coche'],
      ],
      adj: ['grande', 'eterno'],
      verb: ['cantando', 'gritando'],
    },
    depressed: {
      ends: [
        ['la noche', 'el reproche'],
        ['la herida', 'la despedida'],
        ['el cielo', 'el suelo', 'el hielo'],
      ],
      adj: ['vacío', 'pesado'],
      verb: ['esperando', 'cayendo'],
    },
    energetic: {
      ends: [
        ['la ciudad', 'la libertad'],
        ['el fuego', 'el juego'],
        ['el camino', 'el destino'],
      ],
      adj: ['eléctrico', 'inquieto'],
      verb: ['corriendo', 'bailando'],
    },
    euphoric: {
      ends: [
        ['el cielo', 'el vuelo'],
        ['el mar', 'el lugar'],
        ['la luna', 'la fortuna'],
      ],
      adj: ['dorado', 'infinito'],
      verb: ['volando', 'brillando'],
    },
    happy: {
      ends: [
        ['el mar', 'el hogar'],
        ['la luna', 'la fortuna'],
        ['la vida', 'la salida'],
      ],
      adj: ['alegre', 'ligero'],
      verb: ['bailando', 'riendo'],
    },
    in_love: {
      ends: [
        ['el corazón', 'la pasión', 'la canción'],
        ['el amor', 'la flor', 'el calor'],
        ['la piel', 'la miel'],
      ],
      adj: ['tierno', 'dulce'],
      verb: ['soñando', 'amando'],
    },
    sad: {
      ends: [
        ['la despedida', 'la herida'],
        ['la noche', 'el reproche'],
        ['el dolor', 'el temor'],
      ],
      adj: ['triste', 'callado'],
      verb: ['llorando', 'esperando'],
    },
  },
};
