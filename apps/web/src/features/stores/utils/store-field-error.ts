import { translateFieldError } from '../../../lib/forms.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * A field message of the store form: the transport checks' own keys (`invalid_host`,
 * `sftp_credentials_required`…) live in the `store-admin` namespace, the rest are the usual
 * `validation` or `errors` keys.
 */
export function translateStoreFieldError(key: string, labelKey?: string): string {
  const own = `store-admin:field_errors.${key}`;
  return i18n.exists(own) ? i18n.t(own) : translateFieldError(key, labelKey);
}
