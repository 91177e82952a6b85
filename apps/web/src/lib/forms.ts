import { schemaResolver, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

/**
 * Contract schemas report message keys of the `validation` namespace (`required`,
 * `password_rules`…), never English; the API's `fields` use the same keys or an error code.
 * Keys are translated at render time, with the field's label, so errors follow a language
 * switch.
 */
export function translateFieldError(key: string, labelKey?: string): string {
  // The API may also name an error code for a field (`{current: 'wrong_current_password'}`).
  if (!i18n.exists(`validation:${key}`)) {
    return i18n.exists(`errors:${key}`) ? i18n.t(`errors:${key}`) : key;
  }
  if (key === 'required' && !labelKey) return i18n.t('validation:required_plain');
  return i18n.t(`validation:${key}`, { field: labelKey ? i18n.t(labelKey) : '' });
}

/**
 * `useForm` options that validate with a contract schema (the same one the API uses) and
 * show translated messages. `labels` maps a field path to the i18n key of its label.
 */
export function schemaFormOptions(
  schema: Parameters<typeof schemaResolver>[0],
  labels: Record<string, string>,
) {
  return {
    validate: schemaResolver(schema, { sync: true }),
    // `aria-invalid` too: Mantine's PasswordInput does not set it on its input by itself.
    enhanceGetInputProps: ({
      inputProps,
      field,
    }: {
      inputProps: { error?: unknown };
      field: string;
    }) =>
      typeof inputProps.error === 'string'
        ? { error: translateFieldError(inputProps.error, labels[field]), 'aria-invalid': true }
        : undefined,
  };
}

/**
 * `useForm`'s `validate` for a form whose values become the API's body through `toBody`:
 * each field's first problem by the contract schema, translated with the field's label.
 */
export function bodyValidator<V>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  labels: Record<string, string>,
) {
  return (values: V) => {
    const parsed = schema.safeParse(toBody(values));
    const errors: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      errors[field] ??= translateFieldError(issue.message, labels[field]);
    }
    return errors;
  };
}

/** Puts the API's per-field errors on the form; true when there were any. */
export function applyFieldErrors<T>(
  form: Pick<UseFormReturnType<T>, 'setErrors'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fields || Object.keys(error.fields).length === 0) {
    return false;
  }
  form.setErrors(error.fields);
  return true;
}

/**
 * The translated message of an error code with the values it interpolates (the minutes of a
 * `rate_limited`, the days of a `takedown_too_early`); `fallbackKey` when the code has none.
 * Every error message of the app goes through here.
 */
export function codeMessage(
  code: string | null | undefined,
  params?: Record<string, string | number>,
  fallbackKey = 'errors:internal_error',
): string {
  if (code && i18n.exists(`errors:${code}`)) return i18n.t(`errors:${code}`, { ...params });
  return i18n.t(fallbackKey);
}

/** The translated message of an API error, with the values it carries. */
export function errorMessage(error: unknown, fallbackKey = 'errors:internal_error'): string {
  return error instanceof ApiError
    ? codeMessage(error.code, error.params, fallbackKey)
    : i18n.t(fallbackKey);
}
