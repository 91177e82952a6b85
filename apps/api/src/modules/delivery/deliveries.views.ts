import { readView } from '../../db/read-view.ts';
import { deliveries } from './deliveries.table.ts';

/**
 * Deliveries as other modules read them: which message of which release, its state, and where
 * the release is on the store (the template's link, or the real one an admin set).
 */
export const deliveryView = <Name extends string = 'deliveries'>(name = 'deliveries' as Name) =>
  readView
    .select({
      id: deliveries.id,
      releaseId: deliveries.releaseId,
      storeId: deliveries.storeId,
      kind: deliveries.kind,
      version: deliveries.version,
      state: deliveries.state,
      storeLink: deliveries.storeLink,
    })
    .from(deliveries)
    .as(name);
