import { readView } from '../../db/read-view.ts';
import { stores } from './stores.table.ts';

/** Stores as other modules read them: the id and the name people know. */
export const storeView = <Name extends string = 'stores'>(name = 'stores' as Name) =>
  readView
    .select({
      id: stores.id,
      name: stores.name,
    })
    .from(stores)
    .as(name);
