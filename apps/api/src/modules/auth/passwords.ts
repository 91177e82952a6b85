import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id cost, written out rather than left to the library's defaults (decision 014 has the
 * measurements): OWASP's first recommended setting, 46 MiB of memory, 1 pass, 1 lane.
 * Raising any of these re-hashes each password at its owner's next successful sign-in.
 */
export const argon2Params = {
  // Algorithm.Argon2id (an ambient const enum, which verbatimModuleSyntax cannot import).
  algorithm: 2,
  memoryCost: 47104,
  timeCost: 1,
  parallelism: 1,
} as const;

/** An argon2id hash of the password, in PHC string form (salt and parameters included). */
export const hashPassword = (password: string) => hash(password, argon2Params);

/** True when `password` matches the stored hash; a malformed hash is a mismatch. */
export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * True when a stored hash was made with another algorithm, version or cost than today's
 * (`$argon2id$v=19$m=47104,t=1,p=1$…`), so it should be replaced once the password is known.
 */
export function needsRehash(passwordHash: string) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, algorithm, version, m, t, p] = match;
  return (
    algorithm !== 'argon2id' ||
    Number(version) !== 19 ||
    Number(m) !== argon2Params.memoryCost ||
    Number(t) !== argon2Params.timeCost ||
    Number(p) !== argon2Params.parallelism
  );
}

/**
 * After a successful sign-in, the new hash of `password` when the stored one is outdated
 * (undefined when it is current), for the caller to save.
 */
export const rehashIfNeeded = async (passwordHash: string, password: string) =>
  needsRehash(passwordHash) ? hashPassword(password) : undefined;
