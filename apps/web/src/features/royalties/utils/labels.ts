import { currentLanguage } from '../../../lib/i18n.ts';

/** A report's country code as a name in the interface language ("TR" → "Türkiye"). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
