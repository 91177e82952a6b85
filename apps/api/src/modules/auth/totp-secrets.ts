import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { secretBoxFor } from '../../lib/secret-box.ts';
import { listTwofactorSecrets, replaceTwofactorSecret } from '../users/index.ts';

const purpose = 'totp-secret';

/** A TOTP secret as it is stored: sealed (AES-256-GCM), never in clear. */
export const sealTotpSecret = (config: Config, secret: string) =>
  secretBoxFor(config, purpose).seal(secret);

/** The clear TOTP secret of a stored value; throws when it cannot be opened. */
export const openTotpSecret = (config: Config, stored: string) =>
  secretBoxFor(config, purpose).open(stored);

/**
 * Start-up step: seals TOTP secrets still stored in clear (rows from before encryption at rest)
 * and re-seals those under an older key id (after a rotation). Idempotent and safe with several
 * processes booting at once: each row is only replaced if it still holds the value read.
 * Returns how many rows were rewritten.
 */
export async function sealTotpSecretsAtRest(config: Config, db: Db) {
  const box = secretBoxFor(config, purpose);
  const rows = await listTwofactorSecrets(db);
  let rewritten = 0;
  for (const row of rows) {
    const stored = row.secret!;
    if (box.isCurrent(stored)) continue;
    // A value that is not sealed is a clear base32 secret; a sealed one under an old key opens.
    let clear: string;
    try {
      clear = /^[A-Z2-7]+=*$/.test(stored) ? stored : box.open(stored);
    } catch (error) {
      throw new Error(
        `The two-factor secret of user ${row.id} cannot be read (${(error as Error).message}): ` +
          'keep every key still in use listed in ENCRYPTION_KEYS.',
        { cause: error },
      );
    }
    if (await replaceTwofactorSecret(db, row.id, stored, box.seal(clear))) rewritten += 1;
  }
  return rewritten;
}
