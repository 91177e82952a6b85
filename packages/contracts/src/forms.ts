import { z } from 'zod';
import { singleLine, v } from './validation.ts';

/** The five request forms of spec section 1; the id is the `/forms/{id}` of the page. */
export const formIds = [
  'content-relocation',
  'social-whitelist',
  'instagram-link',
  'metadata-change',
  'audio-platform-whitelist',
] as const;
export type FormId = (typeof formIds)[number];

/** What the team did with a request: spec's open, in progress, approved (resolved), rejected. */
export const formRequestStatuses = ['open', 'in_progress', 'approved', 'rejected'] as const;
export type FormRequestStatus = (typeof formRequestStatuses)[number];

/** A file a request carries: a screenshot or a document, checked from its bytes. */
export const formAttachmentLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxLabel: '10 MB',
  /** Per file field. */
  maxFiles: 3,
  formats: ['pdf', 'png', 'jpeg', 'webp'] as const,
} as const;
export type FormAttachmentFormat = (typeof formAttachmentLimits.formats)[number];

/** Where a read-only field's value comes from once a release or artist is chosen. */
export type FormPrefill = { from: string; key: 'upc' | 'title' | 'name' };

/** `required: { when, equals }`: required only while another field holds that value. */
type Required = boolean | { when: string; equals: string };
type Base = { name: string; required: Required };

/**
 * One field of a form. Labels and help live in the `forms` i18n namespace under
 * `forms.<form>.fields.<name>` and options under `options.<value>`, so a form is data only.
 */
export type FormField =
  | (Base & { type: 'text'; max: number; prefill?: FormPrefill })
  | (Base & { type: 'textarea'; max: number })
  | (Base & { type: 'url' })
  | (Base & { type: 'select'; options: readonly string[] })
  | (Base & { type: 'release' })
  /** A track of the release chosen in the field `release` names. */
  | (Base & { type: 'track'; release: string })
  | (Base & { type: 'artist' })
  | (Base & { type: 'file' });
export type FormFieldType = FormField['type'];

export type FormDefinition = { id: FormId; fields: readonly FormField[] };

const streamingServices = [
  'spotify',
  'apple_music',
  'youtube_music',
  'amazon_music',
  'deezer',
  'tidal',
] as const;

/** The release metadata an approved metadata change may set (see the releases module). */
export const metadataChangeTargets = ['releaseTitle', 'trackTitle', 'recordLabel'] as const;
export type MetadataChangeTarget = (typeof metadataChangeTargets)[number];

const notes: FormField = { name: 'notes', type: 'textarea', required: false, max: 2000 };
const evidence: FormField = { name: 'evidence', type: 'file', required: false };
const choice = (name: string, options: readonly string[]): FormField => ({
  name,
  type: 'select',
  required: true,
  options,
});
const link = (name: string): FormField => ({ name, type: 'url', required: true });
const filledFrom = (name: string, prefill: FormPrefill, max: number): FormField => ({
  name,
  type: 'text',
  required: false,
  max,
  prefill,
});
const upc = filledFrom('upc', { from: 'release', key: 'upc' }, 20);

/** The five forms, as data: the page renders them and the API validates against them. */
export const formDefinitions: Record<FormId, FormDefinition> = {
  'content-relocation': {
    id: 'content-relocation',
    fields: [
      { name: 'release', type: 'release', required: true },
      upc,
      choice('service', streamingServices),
      link('wrongProfileUrl'),
      link('rightProfileUrl'),
      notes,
      evidence,
    ],
  },
  'social-whitelist': {
    id: 'social-whitelist',
    fields: [
      choice('network', ['youtube', 'facebook', 'instagram', 'tiktok', 'twitch']),
      link('channelUrl'),
      { name: 'release', type: 'release', required: false },
      notes,
    ],
  },
  'instagram-link': {
    id: 'instagram-link',
    fields: [
      { name: 'artist', type: 'artist', required: true },
      filledFrom('artistName', { from: 'artist', key: 'name' }, 200),
      link('instagramUrl'),
      { name: 'release', type: 'release', required: true },
      { name: 'track', type: 'track', required: false, release: 'release' },
      notes,
      evidence,
    ],
  },
  'metadata-change': {
    id: 'metadata-change',
    fields: [
      { name: 'release', type: 'release', required: true },
      upc,
      filledFrom('currentTitle', { from: 'release', key: 'title' }, 200),
      choice('change', metadataChangeTargets),
      {
        name: 'track',
        type: 'track',
        required: { when: 'change', equals: 'trackTitle' },
        release: 'release',
      },
      { name: 'newValue', type: 'text', required: true, max: 200 },
      { name: 'reason', type: 'textarea', required: true, max: 2000 },
      evidence,
    ],
  },
  'audio-platform-whitelist': {
    id: 'audio-platform-whitelist',
    fields: [
      choice('platform', ['soundcloud', 'audiomack', 'mixcloud', 'bandcamp', 'youtube']),
      link('accountUrl'),
      { name: 'artist', type: 'artist', required: false },
      notes,
    ],
  },
};

export const isFormId = (id: string): id is FormId => (formIds as readonly string[]).includes(id);

const pickerId = z.string().max(100);
const text = (max: number) => z.string().trim().max(max, { error: v.maxLength });

/** A field's value as the API stores it: text, an id, or a list of attachment ids; null when empty. */
function fieldSchema(field: FormField) {
  switch (field.type) {
    case 'text':
      return text(field.max).refine(singleLine, { error: v.singleLine });
    case 'textarea':
      return text(field.max);
    case 'url':
      return text(500).refine(
        (value) => !value || (URL.canParse(value) && new URL(value).protocol === 'https:'),
        { error: v.httpsUrl },
      );
    case 'select':
      return z.union([z.enum(field.options as [string, ...string[]]), z.literal('')], {
        error: v.required,
      });
    case 'file':
      return z.array(z.uuid()).max(formAttachmentLimits.maxFiles, { error: v.maxLength });
    default:
      return pickerId;
  }
}

/** An empty answer: the form's blank value of the field's kind. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/** Whether the field must be answered, given the other answers. */
export function isRequired(field: FormField, answers: Record<string, unknown>) {
  if (typeof field.required === 'boolean') return field.required;
  return answers[field.required.when] === field.required.equals;
}

/** The answers a form's fields hold: field name to string, string list, or null. */
export type FormAnswers = Record<string, string | string[] | null>;

/**
 * The zod schema of a form's answers, built from its definition: the page validates with it
 * and the API validates every submission with it. Unknown fields are refused; blanks become
 * null; a required one left blank is `required` (spec section 8).
 */
export function formAnswersSchema(form: FormDefinition) {
  const shape = Object.fromEntries(
    form.fields.map((field) => [field.name, fieldSchema(field).nullable().optional()]),
  );
  return z
    .strictObject(shape, { error: v.required })
    .superRefine((answers, ctx) => {
      for (const field of form.fields) {
        if (isRequired(field, answers) && isBlank(answers[field.name])) {
          ctx.addIssue({ code: 'custom', path: [field.name], message: v.required });
        }
      }
    })
    .transform((answers): FormAnswers => {
      const out: FormAnswers = {};
      for (const field of form.fields) {
        const value = answers[field.name] as string | string[] | null | undefined;
        out[field.name] = isBlank(value) ? null : value!;
      }
      return out;
    });
}

/** POST /v1/forms/:id/requests. */
export const formSubmissionSchema = z.object({
  answers: z.record(z.string().max(60), z.unknown()),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

export const formAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  format: z.enum(formAttachmentLimits.formats),
  size: z.number().int(),
  /** Readable by its owner and the team only. */
  url: z.string(),
});
export type FormAttachment = z.infer<typeof formAttachmentSchema>;

/** A message of a request's thread: the team's replies (a status change may come with one). */
export const formMessageSchema = z.object({
  id: z.string(),
  fromTeam: z.boolean(),
  /** Who of the team wrote it: in the team's inbox only (the user reads "the team"). */
  authorName: z.string().nullable(),
  body: z.string(),
  status: z.enum(formRequestStatuses).nullable(),
  createdAt: z.string(),
});
export type FormMessage = z.infer<typeof formMessageSchema>;

/** A submitted request as its owner sees it. */
export const formRequestSchema = z.object({
  id: z.string(),
  formId: z.enum(formIds),
  status: z.enum(formRequestStatuses),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
  /** What a chosen release, track or artist is called, by its id, for reading the answers. */
  names: z.record(z.string(), z.string()),
  attachments: z.array(formAttachmentSchema),
  messages: z.array(formMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormRequest = z.infer<typeof formRequestSchema>;

/** A request in the team's inbox: who sent it too. */
export const adminFormRequestSchema = formRequestSchema.extend({
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminFormRequest = z.infer<typeof adminFormRequestSchema>;

export const formRequestSummarySchema = z.object({
  id: z.string(),
  formId: z.enum(formIds),
  status: z.enum(formRequestStatuses),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormRequestSummary = z.infer<typeof formRequestSummarySchema>;

export const formRequestPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const adminFormRequestQuerySchema = formRequestPageQuerySchema.extend({
  status: z.enum(formRequestStatuses).default('open'),
});

export const formRequestListSchema = z.object({
  items: z.array(formRequestSummarySchema),
  nextCursor: z.string().nullable(),
});

/** POST /v1/admin/form-requests/:id/replies: a reply to the user, and the status it moves to. */
export const formReplySchema = z.object({
  body: z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .max(4000, { error: v.maxLength }),
  status: z.enum(formRequestStatuses),
});
export type FormReply = z.infer<typeof formReplySchema>;
