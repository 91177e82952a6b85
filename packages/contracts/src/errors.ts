import { z } from 'zod';

/**
 * Every error the API can answer with. The code is stable; the web app and e-mails translate
 * it through the `errors` i18n namespace, so a new code needs a key in all four locales.
 */
export const errorCodes = [
  // generic
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'bad_origin',
  'internal_error',
  'network_error',
  // auth
  'invalid_captcha',
  'invalid_username',
  'invalid_password',
  'auth_failed',
  'username_taken',
  'email_taken',
  'terms_required',
  'twofactor_required',
  'invalid_twofactor_code',
  'twofactor_already_enabled',
  'twofactor_not_enabled',
  'invalid_token',
  'token_expired',
  'account_blocked',
  'duplicated_email',
  'deactivated_account',
  'provider_not_configured',
  'wrong_current_password',
  'email_already_verified',
  'not_impersonating',
  'cannot_impersonate_admin',
  'twofactor_setup_required',
  'cannot_block_self',
  'not_allowed_while_impersonating',
  // media: artwork checks, audio QC rejections and warnings (each audio one has `<code>_advice`)
  'artwork_too_small',
  'artwork_too_large',
  'artwork_not_square',
  'artwork_unsupported_format',
  'artwork_corrupt',
  'audio_unsupported_format',
  'audio_too_short',
  'audio_too_long',
  'audio_silence',
  'loudness_too_low',
  'loudness_too_high',
  'clipping',
  'lossy_source',
  // artists: artist_in_use, and field messages of the artist form (in `fields`)
  'artist_in_use',
  'unknown_artist_type',
  'unknown_genre',
  'unknown_country',
  'invalid_website',
  'invalid_spotify_link',
  'invalid_apple_music_link',
  'invalid_streaming_link',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** Field-level validation problems: field path -> message key in the `validation` namespace. */
export const fieldErrorsSchema = z.record(z.string(), z.string());

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: fieldErrorsSchema.optional(),
  /** Values the message interpolates (e.g. `{min: 1500}`), for the client's own translation. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  requestId: z.string(),
  /** Present with `account_blocked`: why the account is restricted. */
  blocked: z
    .object({ kind: z.enum(['freeze', 'banned']), reason: z.string().nullable() })
    .optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
