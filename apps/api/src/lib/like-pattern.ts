/** `value` with LIKE's wildcards (and the escape character) taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching text that contains `value`. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
