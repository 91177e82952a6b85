import type { TransportSecretName, TransportSecrets } from '@soundpost/contracts/stores';
import type { Config } from '../../../config.ts';
import { secretBoxFor } from '../../../lib/secret-box.ts';
import { TransportError } from './transport-error.ts';

// The secret box's purpose: these keys open store credentials and nothing else.
const purpose = 'store-transport';

/** Seals a transport secret for the stores table. */
export const sealTransportSecret = (config: Pick<Config, 'encryptionKeys'>, value: string) =>
  secretBoxFor(config, purpose).seal(value);

/** The plain secrets of a store's transport (only where the transport is opened). */
export function openSecrets(
  config: Pick<Config, 'encryptionKeys'>,
  store: { id: string; transportSecrets: TransportSecrets },
): TransportSecrets {
  const box = secretBoxFor(config, purpose);
  const open: TransportSecrets = {};
  for (const [name, sealed] of Object.entries(store.transportSecrets)) {
    if (!sealed) continue;
    try {
      open[name as TransportSecretName] = box.open(sealed);
    } catch (error) {
      throw new TransportError('settings', `store ${store.id}: its ${name} cannot be opened`, {
        cause: error,
      });
    }
  }
  return open;
}
