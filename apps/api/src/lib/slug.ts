/**
 * Text as a URL or file-name part: ASCII lower-case letters and digits joined by single
 * hyphens, at most `max` characters. Accents fall away (NFKD); letters NFKD does not take
 * apart are spelt out first: Turkish dotless ı, German ß, Nordic ø and æ.
 */
export function asciiSlug(text: string, max: number): string {
  return text
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
