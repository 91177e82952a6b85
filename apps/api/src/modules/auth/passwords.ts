import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane).

/** An argon2id hash of the password, in PHC string form (salt and parameters included). */
export const hashPassword = (password: string) => hash(password);

/** True when `password` matches the stored hash; a malformed hash is a mismatch. */
export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
