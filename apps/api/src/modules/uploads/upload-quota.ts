import bytes from 'bytes';
import type { UploadKind, UploadSettings } from '@soundpost/contracts/uploads';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { getUploadSettings } from './upload-settings.ts';
import * as repo from './uploads.repository.ts';

/** What a new upload asks of its owner's limits: its kind and its bytes. */
export type UploadClaim = { kind: UploadKind; bytes: number };

/** An unfinished upload older than this no longer holds a slot (the abandoned-upload sweep's age). */
const unfinishedWindowMs = 24 * 60 * 60 * 1000;

/** The UTC day the limit counts in, and when the next one starts. */
function dayOf(now: Date) {
  const day = now.toISOString().slice(0, 10);
  const resetsAt = new Date(`${day}T00:00:00.000Z`);
  resetsAt.setUTCDate(resetsAt.getUTCDate() + 1);
  return { day, resetsAt };
}

/** A byte count as people read it, in the units of the other limits ("10 GB", "500 MB"). */
const label = (n: number) => bytes.format(n, { unitSeparator: ' ', decimalPlaces: 1 }) ?? `${n}`;

/** The refusal the claim earns under the limits, if any. */
function refusal(
  settings: UploadSettings,
  claim: UploadClaim,
  used: { unfinished: number; bytesToday: number },
  now: Date,
): AppError | undefined {
  if (claim.kind === 'audio' && used.unfinished >= settings.maxUnfinishedUploads) {
    // No Retry-After: the slot frees when one of the user's own uploads ends, not at a time.
    return new AppError('upload_limit_unfinished', {
      params: { limit: settings.maxUnfinishedUploads },
    });
  }
  if (used.bytesToday + claim.bytes > settings.maxUploadBytesPerDay) {
    const { resetsAt } = dayOf(now);
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    return new AppError('upload_limit_daily', {
      params: { limit: label(settings.maxUploadBytesPerDay), resetsAt: resetsAt.toISOString() },
      headers: { 'retry-after': String(seconds) },
    });
  }
  return undefined;
}

async function usageOf(db: Db, ownerId: string, claim: UploadClaim, now: Date, lock: boolean) {
  const { day } = dayOf(now);
  const bytesToday = await (lock ? repo.lockUsage : repo.findUsage)(db, ownerId, day);
  const since = new Date(now.getTime() - unfinishedWindowMs);
  const unfinished =
    claim.kind === 'audio' ? await repo.countUnfinishedUploads(db, ownerId, since) : 0;
  return { unfinished, bytesToday };
}

/**
 * Refuses (429) a new upload its owner's limits leave no room for, before any byte is read.
 * A quick answer only: `claimUpload` is the check that holds when requests race.
 */
export async function checkUploadRoom(ctx: AppContext, ownerId: string, claim: UploadClaim) {
  const now = ctx.clock.now();
  const [settings, used] = await Promise.all([
    getUploadSettings(ctx.db),
    usageOf(ctx.db, ownerId, claim, now, false),
  ]);
  const error = refusal(settings, claim, used, now);
  if (error) throw error;
}

/**
 * Checks the owner's limits, counts the claim's bytes against today and runs `record` (which
 * inserts the upload's row) in one transaction holding the owner's usage row, so two
 * concurrent creations cannot both take the last slot or the last bytes. Throws 429 when the
 * limits leave no room; nothing is counted then.
 */
export async function claimUpload<T>(
  ctx: AppContext,
  ownerId: string,
  claim: UploadClaim,
  record: (tx: Db) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const used = await usageOf(tx, ownerId, claim, now, true);
    const error = refusal(await getUploadSettings(tx), claim, used, now);
    if (error) throw error;
    await repo.addUsage(tx, ownerId, dayOf(now).day, claim.bytes);
    return record(tx);
  });
}
