/**
 * A spreadsheet runs a text cell that starts with = + - @ tab or CR as a formula: such cells get
 * a leading quote (OWASP "CSV injection"), then every text cell is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * A number stays a bare number ("-0.85000000", "12"), exact, with "." for decimals whatever the
 * language (decision 026): a spreadsheet sums it. Anything else throws: only our own digits reach
 * it, never text a user or a report wrote, so it cannot be a formula.
 */
export function csvNumber(value: string | number): string {
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not a number: ${text}`);
  return text;
}
