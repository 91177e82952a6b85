import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { TransportSource } from './transport.ts';

/** A put's source as a stream: a local file is read, bytes are sent as one chunk. */
export function sourceStream(source: TransportSource): Readable {
  if (typeof source === 'string') return createReadStream(source);
  if (Buffer.isBuffer(source)) return Readable.from([source]);
  return source;
}
