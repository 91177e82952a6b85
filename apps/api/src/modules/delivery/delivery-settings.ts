import {
  deliverySettingsFields,
  type DeliverySettings,
  type deliverySettingsPatchSchema,
} from '@soundpost/contracts/delivery';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineSettings } from '../../lib/settings.ts';

/**
 * Until an administrator enters Soundpost's registered DPID: a party id that passes the
 * schema's pattern but is visibly not a real one (real ones continue with digits), as the
 * stores' placeholders do (stores.service.ts).
 */
export const defaultDeliverySettings: DeliverySettings = {
  ddexPartyId: 'PADPIDAXSOUNDPOST',
  ddexPartyName: 'Soundpost',
};

const deliverySettings = defineSettings({
  fields: deliverySettingsFields,
  keys: { ddexPartyId: 'ddex_party_id', ddexPartyName: 'ddex_party_name' },
  defaults: defaultDeliverySettings,
});

/** Soundpost's identity as a DDEX sender; a missing value falls back to its default. */
export const getDeliverySettings = (db: Db): Promise<DeliverySettings> => deliverySettings.read(db);

/** Stores the given delivery settings (`db` may be the caller's transaction). */
export const saveDeliverySettings = (
  db: Db,
  patch: z.output<typeof deliverySettingsPatchSchema>,
  now: Date,
) => deliverySettings.write(db, patch, now);
