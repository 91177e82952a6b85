import { readView } from '../../db/read-view.ts';
import { artists } from './artists.table.ts';

/** Artists as other modules read them: whose, and their name. */
export const artistView = <Name extends string = 'artists'>(name = 'artists' as Name) =>
  readView
    .select({
      id: artists.id,
      ownerId: artists.ownerId,
      name: artists.name,
    })
    .from(artists)
    .as(name);
