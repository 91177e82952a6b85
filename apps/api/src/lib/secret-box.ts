import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** One configured master secret; `id` is written beside every ciphertext it makes. */
export type EncryptionKey = { id: string; secret: string };

/**
 * Authenticated encryption of small values at rest (TOTP secrets, queued mail).
 *
 * AES-256-GCM under a key derived with HKDF-SHA256 from a configured secret and a purpose,
 * so one secret yields unrelated keys for unrelated uses. A sealed value reads
 * `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts): the key id lets the secret rotate,
 * the first key seals and every listed key still opens.
 */
export type SecretBox = {
  seal: (plaintext: string) => string;
  /** The plaintext; throws when the value is not sealed, was tampered with, or its key is gone. */
  open: (sealed: string) => string;
  /** True when `value` is sealed under the current (first) key. */
  isCurrent: (value: string) => boolean;
};

const version = 'v1';
const sealedPattern = /^v1:([A-Za-z0-9_-]{1,32}):([\w-]{16}):([\w-]{22}):([\w-]*)$/;

export class SecretBoxError extends Error {}

/** True when `value` has the shape of a sealed value (under any key). */
export const isSealed = (value: string) => sealedPattern.test(value);

function deriveKey(secret: string, purpose: string) {
  return Buffer.from(hkdfSync('sha256', secret, 'soundpost', `soundpost:${purpose}`, 32));
}

export function createSecretBox(keys: EncryptionKey[], purpose: string): SecretBox {
  if (keys.length === 0) throw new SecretBoxError('no encryption key configured');
  const derived = new Map(keys.map((k) => [k.id, deriveKey(k.secret, purpose)]));
  const current = keys[0]!;
  const aad = Buffer.from(`${version}:${purpose}`);
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', derived.get(current.id)!, iv);
      cipher.setAAD(aad);
      const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url'));
      return [version, current.id, ...parts].join(':');
    },
    open(sealed) {
      const match = sealedPattern.exec(sealed);
      if (!match) throw new SecretBoxError('not a sealed value');
      const [, kid, iv, tag, ct] = match;
      const key = derived.get(kid!);
      if (!key) throw new SecretBoxError(`unknown encryption key id "${kid}"`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
        const pt = Buffer.concat([
          decipher.update(Buffer.from(ct!, 'base64url')),
          decipher.final(),
        ]);
        return pt.toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value failed authentication');
      }
    },
    isCurrent: (value) => sealedPattern.exec(value)?.[1] === current.id,
  };
}

const boxes = new WeakMap<object, Map<string, SecretBox>>();

/** The app's box for one purpose, made once per configuration. */
export function secretBoxFor(config: { encryptionKeys: EncryptionKey[] }, purpose: string) {
  let perPurpose = boxes.get(config);
  if (!perPurpose) boxes.set(config, (perPurpose = new Map()));
  let box = perPurpose.get(purpose);
  if (!box) perPurpose.set(purpose, (box = createSecretBox(config.encryptionKeys, purpose)));
  return box;
}
