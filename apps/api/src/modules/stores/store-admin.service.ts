import {
  allTransportSecretNames,
  type AdminStore,
  type adminStorePatchSchema,
  type StoreConnectionTest,
} from '@soundpost/contracts/store-admin';
import { transportSecretNames, type TransportSecrets } from '@soundpost/contracts/stores';
import ssh2 from 'ssh2';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { addressFence, fencedAddress } from './transports/address-fence.ts';
import { folderRoot } from './transports/folder.ts';
import { sealTransportSecret } from './transports/secrets.ts';
import { openTransport } from './transports/open-transport.ts';
import { TransportError } from './transports/transport-error.ts';
import * as repo from './stores.repository.ts';
import type { NewStoreRow, StoreRow } from './stores.table.ts';

type StorePatch = z.output<typeof adminStorePatchSchema>;
type Delivery = NonNullable<StorePatch['delivery']>;

/** The admin's view of a row: secrets reduced to whether each is set. */
export function toAdminStore(row: StoreRow): AdminStore {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    enabled: row.enabled,
    major: row.major,
    premiumOnly: row.premiumOnly,
    partyId: row.partyId,
    partyIdIsPlaceholder: row.partyIdIsPlaceholder,
    // An empty template is the operator's "no link" (kept apart from a never-set null).
    linkTemplate: row.linkTemplate || null,
    transport: row.transport,
    transportSettings: row.transportSettings,
    secretsSet: allTransportSecretNames.filter((name) => Boolean(row.transportSecrets[name])),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminStores(ctx: AppContext) {
  return { items: (await repo.listAllStores(ctx.db)).map(toAdminStore) };
}

/**
 * The secrets after a change of delivery: those of another transport are dropped, a new value
 * is sealed, null clears one, an absent one is kept. SFTP needs a password or a private key
 * (a readable, unencrypted one), S3 its secret key.
 */
function nextSecrets(ctx: AppContext, row: StoreRow, delivery: Delivery): TransportSecrets {
  const changes: Partial<Record<string, string | null>> =
    'secrets' in delivery ? delivery.secrets : {};
  const kept = delivery.transport === row.transport ? row.transportSecrets : {};
  const secrets: TransportSecrets = {};
  const fields: Record<string, string> = {};
  for (const name of transportSecretNames[delivery.transport]) {
    const change = changes[name];
    if (change === null) continue;
    if (change === undefined) {
      if (kept[name]) secrets[name] = kept[name];
      continue;
    }
    if (name === 'privateKey' && ssh2.utils.parseKey(change) instanceof Error) {
      fields[`delivery.secrets.${name}`] = 'invalid_private_key';
      continue;
    }
    secrets[name] = sealTransportSecret(ctx.config, change);
  }
  if (
    delivery.transport === 'sftp' &&
    !secrets.password &&
    !secrets.privateKey &&
    !fields['delivery.secrets.privateKey']
  ) {
    fields['delivery.secrets.password'] = 'sftp_credentials_required';
  }
  if (delivery.transport === 's3' && !secrets.secretAccessKey) {
    fields['delivery.secrets.secretAccessKey'] = 's3_secret_required';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return secrets;
}

/**
 * Refuses settings outside the operator's fence before they are saved: a folder outside
 * DATA_DIR/deliveries and DELIVERY_FOLDER_ROOTS, an SFTP host or S3 endpoint that is (or
 * resolves to) a loopback or private address outside DELIVERY_ALLOWED_NETWORKS. A name that
 * does not resolve yet is left for the connection test.
 */
async function checkFence(ctx: AppContext, id: string, delivery: Delivery) {
  const { deliveryFence } = ctx.config;
  const fence = addressFence(deliveryFence);
  const refused = async (field: string, code: string, check: () => unknown) => {
    try {
      await check();
    } catch (error) {
      if (error instanceof TransportError && error.failure === 'not_allowed')
        return { [field]: code };
    }
    return {};
  };
  const fields =
    delivery.transport === 'folder'
      ? await refused('delivery.settings.path', 'path_not_allowed', () =>
          folderRoot(ctx.config.dataDir, id, delivery.settings.path, deliveryFence.folderRoots),
        )
      : delivery.transport === 'sftp'
        ? await refused('delivery.settings.host', 'host_not_allowed', () =>
            fencedAddress(fence, delivery.settings.host),
          )
        : delivery.settings.endpoint
          ? await refused('delivery.settings.endpoint', 'host_not_allowed', () =>
              fencedAddress(fence, new URL(delivery.settings.endpoint!).hostname),
            )
          : {};
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** Applies an admin's change to one store's catalogue entry (in a transaction, row locked). */
export async function updateStore(ctx: AppContext, id: string, patch: StorePatch) {
  if (patch.delivery) await checkFence(ctx, id, patch.delivery);
  const row = await ctx.db.transaction(async (db) => {
    const current = await repo.findStoreForUpdate(db, id);
    if (!current) throw notFound();
    const { delivery, partyId, linkTemplate, ...flags } = patch;
    const changes: Partial<NewStoreRow> = { ...flags, updatedAt: ctx.clock.now() };
    // The admin's name and flags outlive the next seeding (see upsertStores).
    if (flags.name !== undefined || flags.major !== undefined || flags.premiumOnly !== undefined) {
      changes.catalogueOverridden = true;
    }
    if (partyId !== undefined) Object.assign(changes, { partyId, partyIdIsPlaceholder: false });
    if (linkTemplate !== undefined) changes.linkTemplate = linkTemplate ?? '';
    if (delivery) {
      changes.transport = delivery.transport;
      changes.transportSettings = delivery.settings;
      changes.transportSecrets = nextSecrets(ctx, current, delivery);
    }
    return repo.updateStoreRow(db, id, changes);
  });
  return toAdminStore(row);
}

/** Opens the store's transport and lists its root: what an admin checks after a change. */
export async function testStoreConnection(
  ctx: AppContext,
  id: string,
): Promise<StoreConnectionTest> {
  const row = await repo.findStore(ctx.db, id);
  if (!row) throw notFound();
  let where: string | null = null;
  try {
    const transport = await openTransport(ctx, row);
    where = transport.describe();
    try {
      return { ok: true, where, files: (await transport.list('')).length };
    } finally {
      await transport.close();
    }
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    return {
      ok: false,
      where,
      failure: error.failure,
      retryable: error.retryable,
      message: error.message,
    };
  }
}
