import {
  autoApprovalSettingsFields,
  type AutoApprovalSettings,
  type autoApprovalSettingsPatchSchema,
} from '@soundpost/contracts/prereview';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineSettings } from '../../lib/settings.ts';

/** Off until an administrator turns it on: a human reviews every release by default. */
export const defaultAutoApprovalSettings: AutoApprovalSettings = {
  autoApprovalEnabled: false,
  autoApprovalHoldMinutes: 60,
  autoApprovalMinAccountAgeDays: 30,
  autoApprovalSpotCheckPercent: 10,
};

const autoApprovalSettings = defineSettings({
  fields: autoApprovalSettingsFields,
  keys: {
    autoApprovalEnabled: 'auto_approval_enabled',
    autoApprovalHoldMinutes: 'auto_approval_hold_minutes',
    autoApprovalMinAccountAgeDays: 'auto_approval_min_account_age_days',
    autoApprovalSpotCheckPercent: 'auto_approval_spot_check_percent',
  },
  defaults: defaultAutoApprovalSettings,
});

export const getAutoApprovalSettings = (db: Db): Promise<AutoApprovalSettings> =>
  autoApprovalSettings.read(db);

/** Stores the given auto-approval settings (`db` may be the caller's transaction). */
export const saveAutoApprovalSettings = (
  db: Db,
  patch: z.output<typeof autoApprovalSettingsPatchSchema>,
  now: Date,
) => autoApprovalSettings.write(db, patch, now);
