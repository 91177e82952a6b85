import type { Readable } from 'node:stream';
import type { StoreTransport } from '@soundpost/contracts/stores';

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
