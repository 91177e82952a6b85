import {
  payoutSettingsFields,
  type PayoutSettings,
  type payoutSettingsPatchSchema,
} from '@soundpost/contracts/payouts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineSettings } from '../../lib/settings.ts';

/**
 * Until an administrator sets them: $50, about what a payout's provider fees make worthwhile,
 * and no manual approval where the provider pays at once (the sandbox).
 */
export const defaultPayoutSettings: PayoutSettings = {
  payoutMinimumUsd: 50,
  payoutManualApproval: false,
};

const payoutSettings = defineSettings({
  fields: payoutSettingsFields,
  keys: {
    payoutMinimumUsd: 'payout_minimum_usd',
    payoutManualApproval: 'payout_manual_approval',
  },
  defaults: defaultPayoutSettings,
});

export const getPayoutSettings = (db: Db): Promise<PayoutSettings> => payoutSettings.read(db);

export const savePayoutSettings = (
  db: Db,
  patch: z.output<typeof payoutSettingsPatchSchema>,
  now: Date,
) => payoutSettings.write(db, patch, now);
