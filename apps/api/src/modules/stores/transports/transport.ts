import type { Readable } from 'node:stream';
import {
  folderTransportSettingsSchema,
  s3TransportSettingsSchema,
  sftpTransportSettingsSchema,
  type StoreTransport,
} from '@soundpost/contracts/stores';
import type { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { StoreRow } from '../stores.table.ts';
import { addressFence, fencedAddress } from './address-fence.ts';
import { folderRoot, folderTransport } from './folder.ts';
import { s3Transport } from './s3.ts';
import { openSecrets } from './secrets.ts';
import { sftpTransport } from './sftp.ts';
import { TransportError } from './transport-error.ts';

export { TransportError, type TransportFailure } from './transport-error.ts';

/** What `put` writes: a stream, the path of a local file, or bytes in memory. */
export type TransportSource = Readable | string | Buffer;

/**
 * Where one store's deliveries go (a folder, an SFTP server, an S3 bucket). Paths are
 * relative to the store's root, `/`-separated segments of letters, digits, `.`, `_` and `-`
 * (none starting with a dot); directories are made as needed. Failures are TransportErrors.
 */
export type Transport = {
  readonly kind: StoreTransport;
  /** Where it writes, for logs and the admin (never a credential). */
  describe: () => string;
  /**
   * Writes the file whole under its final name or not at all: a reader never sees a partial
   * file there (folder and SFTP write `<name>.part` and rename it; S3 objects appear whole).
   * Replaces a file already there. One writer per path at a time.
   */
  put: (path: string, source: TransportSource) => Promise<void>;
  /**
   * The files directly in the directory of `prefix` (up to its last `/`) whose path starts
   * with `prefix`, as paths from the root, sorted; `.part` files in progress are left out.
   * `list('')` lists the root, `list('acks/ACK_')` the ACK files in `acks/`. A missing
   * directory lists as empty.
   */
  list: (prefix: string) => Promise<string[]>;
  /** A small file's bytes (an ACK message); a missing file throws TransportError `not_found`. */
  read: (path: string) => Promise<Buffer>;
  /** Deletes a file; a missing one is not an error. */
  remove: (path: string) => Promise<void>;
  /** Ends the connection (SFTP); the transport is not used afterwards. */
  close: () => Promise<void>;
};

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
