const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs are checked before they reach a uuid column (which would throw). */
export const isUuid = (value: string) => uuidPattern.test(value);

/**
 * A version 7 uuid (RFC 9562): the instant's milliseconds in its first 48 bits, then random
 * bits. Ids made later sort after earlier ones, so rows keyed by them are added at the right
 * edge of their index.
 */
export function timeOrderedUuid(at: Date) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const ms = at.getTime();
  for (let i = 0; i < 6; i++) bytes[i] = Math.floor(ms / 2 ** (8 * (5 - i))) % 256;
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
