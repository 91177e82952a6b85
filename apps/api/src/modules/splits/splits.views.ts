import { readView } from '../../db/read-view.ts';
import { splits } from './splits.table.ts';

/** Splits as other modules read them: who shares in which release, from when. */
export const splitView = <Name extends string = 'splits'>(name = 'splits' as Name) =>
  readView
    .select({
      id: splits.id,
      releaseId: splits.releaseId,
      collaboratorId: splits.collaboratorId,
      acceptedAt: splits.acceptedAt,
    })
    .from(splits)
    .as(name);
