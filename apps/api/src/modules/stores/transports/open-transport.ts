import {
  folderTransportSettingsSchema,
  s3TransportSettingsSchema,
  sftpTransportSettingsSchema,
} from '@soundpost/contracts/stores';
import type { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { StoreRow } from '../stores.table.ts';
import { addressFence, fencedAddress } from './address-fence.ts';
import { folderRoot, folderTransport } from './folder.ts';
import { s3Transport } from './s3.ts';
import { openSecrets } from './secrets.ts';
import { sftpTransport } from './sftp.ts';
import type { Transport } from './transport.ts';
import { TransportError } from './transport-error.ts';

/** The store columns a transport is opened from (secrets still sealed). */
export type TransportStore = Pick<
  StoreRow,
  'id' | 'transport' | 'transportSettings' | 'transportSecrets'
>;

export type TransportContext = {
  config: Pick<Config, 'dataDir' | 'encryptionKeys' | 'deliveryFence'>;
};

function settingsOf<S extends z.ZodType>(schema: S, store: TransportStore): z.output<S> {
  const parsed = schema.safeParse(store.transportSettings);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new TransportError(
      'settings',
      `store ${store.id}: invalid ${store.transport} settings (${fields})`,
    );
  }
  return parsed.data;
}

/**
 * The transport of a store, from its row. Nothing is connected yet: SFTP connects on the
 * first call and again after a dropped connection, so a failed call can simply be retried.
 * Bad settings or missing secrets throw TransportError `settings`; a folder, SFTP host or S3
 * endpoint the operator's fence does not allow throws `not_allowed` (the host is resolved, never
 * contacted).
 */
export async function openTransport(
  ctx: TransportContext,
  store: TransportStore,
): Promise<Transport> {
  switch (store.transport) {
    case 'folder': {
      const settings = settingsOf(folderTransportSettingsSchema, store);
      const { folderRoots } = ctx.config.deliveryFence;
      return folderTransport(folderRoot(ctx.config.dataDir, store.id, settings.path, folderRoots));
    }
    case 'sftp': {
      const settings = settingsOf(sftpTransportSettingsSchema, store);
      const secrets = openSecrets(ctx.config, store);
      if (!secrets.password && !secrets.privateKey) {
        throw new TransportError('settings', `store ${store.id}: no SFTP password or private key`);
      }
      const address = await fencedAddress(addressFence(ctx.config.deliveryFence), settings.host);
      return sftpTransport(settings, secrets, undefined, address);
    }
    case 's3': {
      const settings = settingsOf(s3TransportSettingsSchema, store);
      const { secretAccessKey } = openSecrets(ctx.config, store);
      if (!secretAccessKey) {
        throw new TransportError('settings', `store ${store.id}: no S3 secret access key`);
      }
      const fence = addressFence(ctx.config.deliveryFence);
      if (settings.endpoint) await fencedAddress(fence, new URL(settings.endpoint).hostname);
      return s3Transport(settings, secretAccessKey, fence);
    }
  }
}
