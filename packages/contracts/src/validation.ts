import { z } from 'zod';

/**
 * Validation messages are keys of the `validation` i18n namespace, never English text, so
 * the same schema gives translated messages in the form and in the API's `fields`.
 */
export const v = {
  required: 'required',
  email: 'email',
  minLength: 'min_length',
  maxLength: 'max_length',
  pattern: 'pattern',
  passwordRules: 'password_rules',
  passwordsMatch: 'passwords_match',
  termsRequired: 'terms_required',
  twofactorCode: 'twofactor_code',
  controlCharacters: 'control_characters',
  singleLine: 'single_line',
  /** A web address that must be secure (`https://…`). */
  httpsUrl: 'https_url',
  /** A number missing or outside its allowed range (the form shows the range beside it). */
  range: 'out_of_range',
  /** A CSV mapping that names neither an ISRC nor a UPC column. */
  isrcOrUpc: 'isrc_or_upc',
  /** A CSV mapping's decimal separator that is also its cell delimiter. */
  sameAsDelimiter: 'same_as_delimiter',
  /** More than the 4 custom words a lyric takes. */
  customWordsLimit: 'custom_words_limit',
  /** A playlist pitch left empty, shorter than 50 characters, or without its song (spec 8). */
  pitchRequired: 'pitch_required',
  pitchTooShort: 'pitch_too_short',
  songRequired: 'song_required',
  /** A word kept for the platform (a smart link's slug). */
  reservedWord: 'reserved_word',
} as const;

/** A new password and its confirmation, typed twice. */
type PasswordPair = { password: string; confirm: string };

/**
 * The check that `confirm` repeats `password`, as `.refine(...samePasswords)`. It runs even when
 * other fields fail (zod skips object refinements then by default), so a form shows every
 * error at once.
 */
export const samePasswords: [
  (r: PasswordPair) => boolean,
  { path: string[]; error: string; when: (payload: { value: unknown }) => boolean },
] = [
  (r) => r.password === r.confirm,
  {
    path: ['confirm'],
    error: v.passwordsMatch,
    when: ({ value }) => {
      const pair = value as Partial<Record<keyof PasswordPair, unknown>>;
      return typeof pair.password === 'string' && typeof pair.confirm === 'string';
    },
  },
];

/**
 * Control characters no text typed by a person contains: C0 but tab, line feed and carriage
 * return; DEL; C1. PostgreSQL refuses NUL outright, the others hide text from readers. The
 * API refuses them in every request (decision 015).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Tabs and line breaks: fine in a biography or lyrics, never in a name, title or search. */
export const lineBreaks = /[\t\n\r]/;

/** A string on one line: no tab or line break. */
export const singleLine = (s: string) => !lineBreaks.test(s);

/** A required text that may run over several lines (a message, a note). */
export const requiredText = (max: number) =>
  z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .max(max, { error: v.maxLength });

/** A required text on one line (a name, a title). */
export const requiredString = (max = 200) =>
  requiredText(max).refine(singleLine, { error: v.singleLine });

/** An optional one-line text (a title, a name); empty becomes null. */
export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: v.maxLength })
    .refine(singleLine, { error: v.singleLine })
    .transform((s) => s || null)
    .nullable()
    .optional();

export const emailSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(254, { error: v.maxLength })
  .pipe(z.email({ error: v.email }))
  .transform((e) => e.toLowerCase());
