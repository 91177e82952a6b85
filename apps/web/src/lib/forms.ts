import { schemaResolver, type FormErrors, type UseFormReturnType } from '@mantine/form';
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

type FormSchema = Parameters<typeof schemaResolver>[0];
type Labels = Record<string, string>;

/** Shows a field's error key as its translated message (with its label), and marks it invalid. */
function translatedErrors(labels: Labels) {
  // `aria-invalid` too: Mantine's PasswordInput does not set it on its input by itself.
  return ({ inputProps, field }: { inputProps: { error?: unknown }; field: string }) =>
    typeof inputProps.error === 'string'
      ? { error: translateFieldError(inputProps.error, labels[field]), 'aria-invalid': true }
      : undefined;
}

/**
 * `useForm` options that validate with a contract schema (the same one the API uses) and
 * show translated messages. `labels` maps a field path to the i18n key of its label. With
 * `toBody`, the schema checks the body the values become (blank texts left out…), whose field
 * paths are the form's.
 */
export function schemaFormOptions<V>(
  schema: FormSchema,
  labels: Labels,
  toBody?: (values: V) => unknown,
) {
  const resolve = schemaResolver(schema, { sync: true });
  return {
    validate: toBody ? (values: V) => resolve(toBody(values) as Record<string, unknown>) : resolve,
    enhanceGetInputProps: translatedErrors(labels),
  };
}

/**
 * As `schemaFormOptions`, for a schema that loads only when the form is used: the prerendered
 * sign-in pages would otherwise fetch and evaluate zod and their schemas (≈30 KB compressed,
 * tens of milliseconds of a phone's main thread) while they hydrate (decision 031). Declared
 * once per form, outside the component. `load` starts fetching it (the form calls it when it
 * gets the focus); a submit before it has arrived waits for it (Mantine validates
 * asynchronously). Should it fail to load (offline), the form submits unchecked and shows the
 * API's field errors, which use the same keys; the next submit tries again.
 */
export function lazySchemaFormOptions(schema: () => Promise<FormSchema>, labels: Labels) {
  type Resolve = (values: unknown) => FormErrors;
  let resolve: Resolve | undefined;
  let loading: Promise<Resolve> | undefined;
  const load = (): Promise<Resolve> =>
    (loading ??= schema().then(
      (loaded) => (resolve = schemaResolver(loaded, { sync: true })),
      () => {
        loading = undefined;
        return () => ({});
      },
    ));
  return {
    load: () => void load(),
    formOptions: {
      validate: (values: unknown): FormErrors | Promise<FormErrors> =>
        resolve ? resolve(values) : load().then((loaded) => loaded(values)),
      enhanceGetInputProps: translatedErrors(labels),
    },
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
