import {
  uploadSettingsFields,
  type UploadSettings,
  type uploadSettingsPatchSchema,
} from '@soundpost/contracts/uploads';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineSettings } from '../../lib/settings.ts';

/**
 * Until an administrator sets them: 10 audio uploads in flight at once (an album's worth of
 * parallel tracks is more than a browser sends, fewer than a script abusing the endpoint)
 * and 10 GB a day (a 30-track album of 100 MB files three times over).
 */
export const defaultUploadSettings: UploadSettings = {
  maxUnfinishedUploads: 10,
  maxUploadBytesPerDay: 10 * 1024 ** 3,
};

const uploadSettings = defineSettings({
  fields: uploadSettingsFields,
  keys: {
    maxUnfinishedUploads: 'upload_max_unfinished',
    maxUploadBytesPerDay: 'upload_max_bytes_per_day',
  },
  defaults: defaultUploadSettings,
});

/** The per-user upload limits; a missing (or no longer valid) value falls back to its default. */
export const getUploadSettings = (db: Db): Promise<UploadSettings> => uploadSettings.read(db);

/** Stores the given upload limits (`db` may be the caller's transaction). */
export const saveUploadSettings = (
  db: Db,
  patch: z.output<typeof uploadSettingsPatchSchema>,
  now: Date,
) => uploadSettings.write(db, patch, now);
