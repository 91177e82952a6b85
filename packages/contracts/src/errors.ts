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
  'service_unavailable',
  // a payment or payout provider failed to answer
  'provider_unavailable',
  'network_error',
  // auth
  'invalid_captcha',
  'captcha_unavailable',
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
  // The web app's own: the social sign-in that came back failed, the sign-out call failed.
  'google_auth_failed',
  'apple_auth_failed',
  'logout_failed',
  'wrong_current_password',
  'current_password_required',
  'recent_sign_in_required',
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
  'banner_needs_artwork',
  'audio_unsupported_format',
  'audio_damaged',
  'audio_too_short',
  'audio_too_long',
  'audio_silence',
  'loudness_too_low',
  'loudness_too_high',
  'clipping',
  'lossy_source',
  // uploads: audio over the size limit; upload_failed when a stored file could not be checked;
  // the per-user limits (429); a multipart body that ended early or was not multipart (400)
  'audio_too_large',
  'upload_failed',
  // uploads: a tus address with a query string; a byte range past the end of a file
  'upload_query_not_allowed',
  'range_not_satisfiable',
  'upload_limit_unfinished',
  'upload_limit_daily',
  'upload_incomplete',
  // artists: artist_in_use, and field messages of the artist form (in `fields`)
  'artist_in_use',
  'unknown_artist_type',
  'unknown_genre',
  'unknown_country',
  'invalid_website',
  'invalid_spotify_link',
  'invalid_apple_music_link',
  'invalid_streaming_link',
  // releases and tracks: state and plan refusals
  'release_not_editable',
  'release_not_deletable',
  'invalid_status_transition',
  'invalid_delivery_state',
  'review_held',
  'review_not_held',
  'checks_not_clean',
  'submission_incomplete',
  'track_limit_exceeded',
  'custom_identifier_not_allowed',
  'schedule_not_allowed',
  'presave_not_allowed',
  'takedown_too_early',
  'upc_in_use',
  'isrc_in_use',
  'isrc_reserved',
  'identifiers_exhausted',
  // releases and tracks: field messages of the wizard's forms (in `fields`)
  'unknown_release_type',
  'unknown_language',
  'unknown_schedule',
  'unknown_store',
  'unknown_artist',
  'unknown_upload',
  'invalid_upc',
  'invalid_isrc',
  'invalid_date',
  'live_date_before_release_date',
  'presave_date_not_before_release',
  'unknown_version_type',
  'unknown_instrument',
  'unknown_contributor_role',
  'invalid_contributor_name',
  'contributor_percentage',
  'contributor_total',
  'invalid_upc_prefix',
  'invalid_isrc_prefix',
  // releases: submission problems (listed in `problems` of submission_incomplete)
  'agreements_required',
  'artist_required',
  'title_required',
  'primary_genre_required',
  'language_required',
  'artwork_required',
  'artwork_processing',
  'artwork_rejected',
  'store_required',
  'release_date_required',
  'lead_time_too_short',
  'presave_date_required',
  'track_required',
  'track_title_required',
  'track_language_required',
  'track_audio_required',
  'track_audio_processing',
  'track_audio_rejected',
  'track_performer_required',
  'track_contributor_required',
  'banned_words',
  'distro_limit',
  // plans and royalties: a plan change dated before the current plan began; a report file
  // imported before (same content); a report line that cannot be read (params: line, column);
  // an unmatched line already resolved; an assignment to a track without an ISRC owner; a CSV
  // import for a store without a saved column mapping
  'plan_change_backdated',
  'royalty_report_duplicate',
  'royalty_report_invalid',
  'royalty_line_resolved',
  // royalty import (decision 026): a cell over the length limit (params: line, column, max); a
  // line's sale month after the import's period (params: line, column, period); a period after
  // the current month (params: period); earnings beyond the bound a line may carry (params:
  // line, column); an import already voided; a void that would take back more than an artist's
  // balance holds (params: name, missing)
  'royalty_report_cell_too_long',
  'royalty_report_month_after_period',
  'royalty_report_period_future',
  'royalty_report_amount_too_large',
  'royalty_import_voided',
  'royalty_import_void_exceeds_balance',
  // payouts: no payout account; the provider refused the account (params: reason); a method
  // this instance cannot pay with; a withdrawal under the minimum (params: minimum) or over the
  // available balance (params: available); an Idempotency-Key reused with another body; a
  // withdrawal already decided; a payout account set up before the e-mail address is verified
  'payout_not_configured',
  'payout_email_unverified',
  'payout_provider_error',
  'payout_method_unavailable',
  'withdrawal_below_minimum',
  'withdrawal_insufficient_balance',
  'idempotency_key_reused',
  'idempotency_key_required',
  'withdrawal_not_pending',
  // royalty import: a CSV report for a store with no saved column mapping
  'report_mapping_missing',
  // trend import (decision 041): the same report imported before; a line that cannot be read
  // (params: line, column); a CSV report for a store with no saved trend mapping
  'trend_report_duplicate',
  'trend_report_invalid',
  'trend_mapping_missing',
  // billing: a checkout for the plan the user has or a lower one; no active subscription; a
  // subscription billed by a device vendor (cancelled in the device settings); a checkout
  // already finished; the payment provider's portal or cancellation failed; a refund after
  // 14 days or of a refunded invoice; a webhook whose signature does not verify; keeping the
  // plan when no change is scheduled, or when the period has already ended
  'checkout_not_allowed',
  'subscription_not_active',
  'subscription_billed_by_vendor',
  'checkout_closed',
  'payment_portal_unavailable',
  'subscription_cancel_failed',
  'refund_window_passed',
  'invoice_refunded',
  'webhook_signature_invalid',
  'subscription_change_not_scheduled',
  'subscription_period_ended',
  // splits: inviting one's own address; the address already has a split on that track or
  // release; shares over 100% (params: left, the percent still free); an invitation answered
  // from another account (params: email), past its 14 days, or already answered or removed;
  // an edit of a split that keeps its terms; an answer from the list to terms changed since;
  // an invitation to a release that ended (rejected, expired, taken down): it earns nothing more
  'split_self',
  'split_exists',
  'split_total_exceeded',
  'split_wrong_account',
  'split_invitation_expired',
  'split_invitation_answered',
  'split_terms_unchanged',
  'split_invitation_changed',
  'split_release_ended',
  'analytics_paid_only',
  'analytics_premium_only',
  // personal access tokens (decision 042): a bearer token unknown, revoked or expired; a route
  // or method that takes no token; a token without the route's scope (params: scope); an
  // account whose plan has no API access; an account holding the most live tokens (params: max)
  'api_token_invalid',
  'api_token_not_accepted',
  'token_scope_missing',
  'api_access_requires_paid_plan',
  'api_token_limit_reached',
  // creator tools (decision 047): a plan's monthly allowance of a tool is used up (params:
  // context = the tool, limit, resetsAt); lyrics need a published or live release; the
  // configured lyrics provider failed, timed out or answered something unreadable
  'tool_quota_reached',
  'lyrics_release_required',
  'lyrics_provider_failed',
  // mastering (decision 046): an input that is no MP3 or WAV; an input whose upload failed
  // (the spec's "mastering file upload error"); an input still being checked; an input outside
  // 1 to 20 minutes (params: duration, min, max); a track without usable audio; a final master
  // asked for before its preview, or a file asked for before it is made; a project's failure
  // (the job gave up) and its cancellation
  'mastering_unsupported_format',
  'mastering_upload_failed',
  'mastering_audio_processing',
  'mastering_too_short',
  'mastering_too_long',
  'mastering_track_without_audio',
  'mastering_preview_required',
  'mastering_not_ready',
  'mastering_failed',
  'mastering_cancelled',
  // cover art (decision 049): the painter gave up on a set after its retries; an image asked
  // for (or used) before its set is painted
  'cover_art_failed',
  'cover_art_not_ready',
  // playlist pitching (decision 052): pitching needs a published release, and a song of one;
  // a playlist that takes no submissions; the same song to the same playlist twice; a decision
  // on a pitch already answered
  'pitch_release_required',
  'pitch_track_not_published',
  'playlist_closed',
  'pitch_duplicate',
  'pitch_decided',
  // one-click promotion (decision 053): a kit is for a published or live release, with its smart
  // link on
  'promotion_needs_release',
  'promotion_needs_smart_link',
  // smart links (decision 050): a link asked for a release not approved yet; a slug another
  // link has; the stores sent are not the link's stores; the look and analytics are PRO only
  'smart_link_release_not_approved',
  'smart_link_slug_taken',
  'blog_slug_taken',
  'blog_cover_invalid',
  // marketing pages (decision 060): a new order that does not name every entry exactly once
  'site_order_mismatch',
  'smart_link_stores_mismatch',
  'smart_link_pro_only',
  // request forms (decision 055): an attachment too large or of a format a form does not take;
  // an attachment already sent with a request; a decided request's status changed again; a
  // metadata change approved for a release the stores do not have (or a change it cannot take)
  'form_attachment_too_large',
  'form_attachment_format',
  'form_attachment_used',
  'form_request_decided',
  'form_change_not_applicable',
  // pre-save (decision 054): campaigns are for paid plans; a campaign that does not exist (or is
  // another user's) or whose release the stores took down (spec section 8)
  'presave_paid_only',
  'presave_not_found',
  'presave_removed',
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
  /** Present with `submission_incomplete`: every problem of the release at once. */
  problems: z
    .array(
      z.object({
        code: z.string(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        trackId: z.string().optional(),
      }),
    )
    .optional(),
  /** Present with `account_blocked`: why the account is restricted. */
  blocked: z
    .object({ kind: z.enum(['freeze', 'banned']), reason: z.string().nullable() })
    .optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
