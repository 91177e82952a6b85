import type { Genre } from '@soundpost/contracts/catalog';

/** Soundpost's genre codes as the stores' genre lists name them in DDEX messages. */
export const ddexGenreNames: Record<Genre, string> = {
  classical: 'Classical',
  country: 'Country',
  electronic: 'Electronic',
  folk: 'Folk',
  hiphop: 'Hip-Hop/Rap',
  jazz: 'Jazz',
  latin: 'Latin',
  metal: 'Metal',
  pop: 'Pop',
  reggae: 'Reggae',
  rnb: 'R&B/Soul',
  rock: 'Rock',
  world: 'World',
};
