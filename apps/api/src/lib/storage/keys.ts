const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
const prefixPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*\/?$/;

export class StorageKeyError extends Error {}

/** The key, when it is one; throws StorageKeyError otherwise. */
export function checkKey(key: string): string {
  // A segment may not start with a dot, so `..` and hidden files cannot be named.
  if (!keyPattern.test(key) || key.length > 512) throw new StorageKeyError(`bad key: ${key}`);
  return key;
}

/** A key prefix (`audio/<id>/`); never empty, so nothing can list or delete everything at once. */
export function checkPrefix(prefix: string): string {
  if (!prefixPattern.test(prefix) || prefix.length > 512) {
    throw new StorageKeyError(`bad prefix: ${prefix}`);
  }
  return prefix;
}

/** The range clamped to an object of `size` bytes; undefined when it starts past the end. */
export function clampRange(range: { start: number; end?: number }, size: number) {
  if (!Number.isSafeInteger(range.start) || range.start < 0 || range.start >= size) {
    return undefined;
  }
  const end = Math.min(range.end ?? size - 1, size - 1);
  return end < range.start ? undefined : { start: range.start, end };
}
