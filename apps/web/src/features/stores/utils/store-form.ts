import {
  adminStorePatchSchema,
  type AdminStore,
  type AdminStorePatch,
} from '@soundpost/contracts/store-admin';
import type { StoreTransport, TransportSecretName } from '@soundpost/contracts/stores';

/**
 * The edit drawer's values: every transport's fields at once (switching back and forth keeps
 * what was typed), secrets as new values or a request to clear; never their stored values.
 */
export type StoreFormValues = {
  name: string;
  partyId: string;
  linkTemplate: string;
  transport: StoreTransport;
  folder: { path: string };
  sftp: { host: string; port: number; username: string; path: string; hostKeyFingerprint: string };
  s3: {
    bucket: string;
    prefix: string;
    region: string;
    endpoint: string;
    forcePathStyle: boolean;
    accessKeyId: string;
  };
  secrets: Record<TransportSecretName, string>;
  clear: Record<TransportSecretName, boolean>;
};

const text = (value: unknown, fallback = '') =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

/** The form for a store: its own transport's settings, the others' at their defaults. */
export function storeFormValues(store: AdminStore): StoreFormValues {
  const s = store.transportSettings;
  const own = <T>(kind: StoreTransport, value: T, fallback: T) =>
    store.transport === kind ? value : fallback;
  return {
    name: store.name,
    partyId: store.partyId,
    linkTemplate: store.linkTemplate ?? '',
    transport: store.transport,
    folder: { path: own('folder', text(s.path), '') },
    sftp: {
      host: own('sftp', text(s.host), ''),
      port: own('sftp', typeof s.port === 'number' ? s.port : 22, 22),
      username: own('sftp', text(s.username), ''),
      path: own('sftp', text(s.path), ''),
      hostKeyFingerprint: own('sftp', text(s.hostKeyFingerprint), ''),
    },
    s3: {
      bucket: own('s3', text(s.bucket), ''),
      prefix: own('s3', text(s.prefix), ''),
      region: own('s3', text(s.region, 'us-east-1'), 'us-east-1'),
      endpoint: own('s3', text(s.endpoint), ''),
      forcePathStyle: own('s3', s.forcePathStyle === true, false),
      accessKeyId: own('s3', text(s.accessKeyId), ''),
    },
    secrets: { password: '', privateKey: '', secretAccessKey: '' },
    clear: { password: false, privateKey: false, secretAccessKey: false },
  };
}

/** A secret's change: a new value, null to clear it, left out to keep it. */
function secretChange(values: StoreFormValues, name: TransportSecretName) {
  if (values.secrets[name].trim()) return values.secrets[name];
  return values.clear[name] ? null : undefined;
}

/** The PATCH body for the drawer's values (the party id only when it changed). */
export function storePatch(store: AdminStore, values: StoreFormValues): AdminStorePatch {
  const patch: AdminStorePatch = { name: values.name, linkTemplate: values.linkTemplate || null };
  if (values.partyId.trim() !== store.partyId) patch.partyId = values.partyId;
  if (values.transport === 'folder') {
    patch.delivery = { transport: 'folder', settings: values.folder };
  } else if (values.transport === 'sftp') {
    patch.delivery = {
      transport: 'sftp',
      settings: { ...values.sftp, port: Number(values.sftp.port) },
      secrets: {
        password: secretChange(values, 'password'),
        privateKey: secretChange(values, 'privateKey'),
      },
    };
  } else {
    const { endpoint, ...rest } = values.s3;
    patch.delivery = {
      transport: 's3',
      settings: { ...rest, ...(endpoint.trim() ? { endpoint: endpoint.trim() } : {}) },
      secrets: { secretAccessKey: secretChange(values, 'secretAccessKey') },
    };
  }
  return patch;
}

/** A field of the PATCH body (as the API names it in `fields`) as the form's field path. */
export function formField(apiField: string, transport: StoreTransport): string {
  if (apiField.startsWith('delivery.settings.')) {
    return `${transport}.${apiField.slice('delivery.settings.'.length)}`;
  }
  if (apiField.startsWith('delivery.secrets.')) {
    return `secrets.${apiField.slice('delivery.secrets.'.length)}`;
  }
  return apiField;
}

/** The API's field errors on the form's fields. */
export const formErrors = (fields: Record<string, string>, transport: StoreTransport) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [formField(k, transport), v]));

/** The checks the API makes on the body, as form errors (message keys), before sending it. */
export function validateStoreForm(store: AdminStore, values: StoreFormValues) {
  const parsed = adminStorePatchSchema.safeParse(storePatch(store, values));
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fields[issue.path.join('.')] ??= issue.message.length < 40 ? issue.message : 'invalid';
  }
  return formErrors(fields, values.transport);
}
