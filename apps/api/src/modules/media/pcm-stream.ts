/**
 * Turns a byte stream of little-endian 32-bit floats into whole Float32Array frames, keeping
 * the bytes a chunk boundary cut off for the next chunk.
 */
export function createFloatReader(frameSize: number, onFrames: (samples: Float32Array) => void) {
  const frameBytes = frameSize * 4;
  let carry = Buffer.alloc(0);
  return (chunk: Buffer) => {
    const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const usable = bytes.length - (bytes.length % frameBytes);
    carry = Buffer.from(bytes.subarray(usable));
    if (usable === 0) return;
    // A Float32Array needs a 4-byte aligned offset; pipe chunks usually are, copies are not.
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes.subarray(0, usable));
    onFrames(new Float32Array(aligned.buffer, aligned.byteOffset, usable / 4));
  };
}
