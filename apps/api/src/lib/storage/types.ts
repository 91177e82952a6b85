import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (as in HTTP); no `end`: to the last byte. */
export type ByteRange = { start: number; end?: number };

export type StoredObject = {
  stream: Readable;
  /** The whole object's size in bytes. */
  size: number;
  /** How many bytes `stream` gives: the range's length, or `size`. */
  contentLength: number;
  /** The first and last byte in `stream` (both included), when a range was asked for. */
  range?: { start: number; end: number };
};

/**
 * Where uploaded and generated files live, by key (`artwork/<id>/delivery.jpg`). Keys are
 * lower-case path segments of letters, digits, `.`, `_` and `-`; a writer never leaves a
 * half-written object behind (readers see the old object or the whole new one).
 */
export type Storage = {
  /** What the logs may say about it: the kind and where, never a credential. */
  describe: () =>
    { kind: 'local'; directory: string } | { kind: 's3'; bucket: string; endpoint: string };
  /** Throws, saying what is wrong, when the storage cannot be used (checked at start-up). */
  verify: () => Promise<void>;
  put: (key: string, body: Buffer | Readable) => Promise<void>;
  /** Moves a local file into storage; the source file is gone once this resolves. */
  putFile: (key: string, sourcePath: string) => Promise<void>;
  /**
   * The object (or the range of it) as a stream with its size, or undefined when there is none.
   * A range starting at or past the end throws StorageRangeError.
   */
  get: (key: string, range?: ByteRange) => Promise<StoredObject | undefined>;
  exists: (key: string) => Promise<boolean>;
  /** Deletes the object; deleting a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  /** The keys starting with `prefix` (e.g. `audio/<id>/`), in no particular order. */
  list: (prefix: string) => Promise<string[]>;
  /** Deletes every object whose key starts with `prefix`; answers how many there were. */
  deletePrefix: (prefix: string) => Promise<number>;
  /** A URL that reads the object for `seconds`, where the storage can make one (S3, not disk). */
  presignGet: (key: string, seconds: number) => Promise<string | undefined>;
  /**
   * Runs `fn` with a path on local disk holding the object (for tools such as ffmpeg). A copy
   * made for it is removed when `fn` settles, whether it resolved or threw.
   */
  withLocalFile: <T>(key: string, fn: (path: string) => Promise<T>) => Promise<T>;
};

/** The object a reader needed is not in storage (a misconfigured or damaged deployment). */
export class StorageObjectMissingError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`no object ${key}`);
    this.key = key;
  }
}

/** A range that starts at or after the end of the object (HTTP 416). */
export class StorageRangeError extends Error {
  readonly size: number;
  constructor(size: number) {
    super(`range not satisfiable (object of ${size} bytes)`);
    this.size = size;
  }
}
