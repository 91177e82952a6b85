/** The counts a sum holds per key, in `countColumns` order (rollups.ts). */
export const countsPerKey = 5;

/**
 * Sums of five counts by a numeric key (a safe integer), in open addressing over typed arrays:
 * no object per key, no garbage per addition. Holds at most `capacity` keys (then `full`); a
 * sum stays exact while `nearLimit` is false (each count added is below 10^12).
 */
export class SumsByKey {
  readonly capacity: number;
  private readonly mask: number;
  /** Per slot: the entry's number + 1, or 0 when empty. */
  private readonly slots: Int32Array;
  readonly keys: Float64Array;
  readonly counts: Float64Array;
  size = 0;
  /** Whether a sum came within 10^12 of 2^53 (the next addition might not be exact). */
  nearLimit = false;

  constructor(capacity: number) {
    this.capacity = capacity;
    let slots = 1;
    while (slots < capacity * 2) slots *= 2;
    this.mask = slots - 1;
    this.slots = new Int32Array(slots);
    this.keys = new Float64Array(capacity);
    this.counts = new Float64Array(capacity * countsPerKey);
  }

  get full() {
    return this.size === this.capacity;
  }

  /** Adds `counts` (five values) to the key's sums. The caller checks `full` first. */
  add(key: number, counts: ArrayLike<number>) {
    const high = Math.floor(key / 2 ** 32);
    let hash = Math.imul((key >>> 0) ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
    hash ^= hash >>> 13;
    let slot = hash & this.mask;
    let entry: number;
    for (;;) {
      const found = this.slots[slot]!;
      if (found === 0) {
        entry = this.size++;
        this.slots[slot] = entry + 1;
        this.keys[entry] = key;
        break;
      }
      if (this.keys[found - 1] === key) {
        entry = found - 1;
        break;
      }
      slot = (slot + 1) & this.mask;
    }
    const at = entry * countsPerKey;
    for (let i = 0; i < countsPerKey; i++) {
      const sum = this.counts[at + i]! + counts[i]!;
      this.counts[at + i] = sum;
      if (sum > limit) this.nearLimit = true;
    }
  }

  clear() {
    this.slots.fill(0);
    this.counts.fill(0, 0, this.size * countsPerKey);
    this.size = 0;
    this.nearLimit = false;
  }
}

const limit = 2 ** 53 - 1e12;
