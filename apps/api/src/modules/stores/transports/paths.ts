import { TransportError } from './transport-error.ts';

// A segment may not start with a dot: `..`, `.` and hidden files cannot be named, and the
// `.part` names in progress stay distinct from final ones.
const segment = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,254}$/;
const partSuffix = '.part';

/** The path of a file under a transport's root, when it is one (throws `invalid_path`). */
export function checkPath(path: string): string {
  const parts = path.split('/');
  if (path.length > 1024 || !parts.every((p) => segment.test(p)) || path.endsWith(partSuffix)) {
    throw new TransportError('invalid_path', `not a delivery path: ${JSON.stringify(path)}`);
  }
  return path;
}

/**
 * A list prefix split into its directory (`''` or ending in `/`) and the start of the names
 * in it: `acks/ACK_` is `acks/` and `ACK_`.
 */
export function splitPrefix(prefix: string): { dir: string; name: string } {
  const cut = prefix.lastIndexOf('/') + 1;
  const dir = prefix.slice(0, cut);
  const name = prefix.slice(cut);
  if (dir) checkPath(dir.slice(0, -1));
  if (name && !/^[A-Za-z0-9._-]{1,255}$/.test(name)) {
    throw new TransportError('invalid_path', `not a list prefix: ${JSON.stringify(prefix)}`);
  }
  return { dir, name };
}

/** Where a file is written before it is renamed to its final name. */
export const partPath = (path: string) => `${path}${partSuffix}`;

/** Whether a listed name is a file in progress, which `list` leaves out. */
export const isPart = (name: string) => name.endsWith(partSuffix);
