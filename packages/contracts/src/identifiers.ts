/**
 * ISRC and UPC/EAN rules shared by the form and the server. An ISRC is CC-XXX-YY-NNNNN
 * (country, registrant, year, designation); hyphens are optional on input.
 */
const isrcPattern = /^([A-Z]{2})-?([A-Z0-9]{3})-?(\d{2})-?(\d{5})$/;

/** The ISRC in canonical hyphenated form (US-ABC-12-34567), or null when it is not valid. */
export function normalizeIsrc(input: string): string | null {
  const m = isrcPattern.exec(input.trim().toUpperCase());
  return m ? `${m[1]}-${m[2]}-${m[3]}-${m[4]}` : null;
}

/** The GTIN check digit (mod 10, weights 3 and 1 from the right) of the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a UPC-A (12 digits) or EAN-13 (13 digits) code with a correct check digit. */
export function isValidUpc(input: string): boolean {
  const code = input.trim();
  if (!/^\d{12,13}$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** Completes a 11- or 12-digit body into a full UPC/EAN by adding its check digit. */
export function withCheckDigit(body: string): string {
  return body + String(gtinCheckDigit(body));
}
