/**
 * The request form's lead (it works with and without JavaScript and is stored before
 * it is acknowledged): fields, limits, allowed values, bot filters and the error CODES the form
 * shows in the page's language (the texts live in the catalogs, keyed by code).
 */
import { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';
import { parseAttribution, type Attribution } from './attribution';
import {
  leadContentFields,
  leadContentKeys,
  leadLimits,
  leadTopics,
  type LeadContent,
  type LeadContentKey,
  type LeadTopic,
} from './fields';

export { leadLimits, leadTimelines, leadTopics, type LeadTopic } from './fields';

/**
 * Name of the honeypot field: hidden from people, filled by form-spamming bots. It means nothing
 * to browsers and password managers (they can fill a field named `website` despite
 * `autocomplete="off"`), so a filled one is a bot or a very unusual autofill.
 */
export const HONEYPOT_FIELD = 'fc_hp_leave_empty';

/**
 * Per-field error codes. The form maps `leads.error.<code>` catalog messages onto them.
 * - `required`: missing or empty
 * - `too_short` / `too_long`: outside `leadLimits` (the answer carries `min`/`max`)
 * - `invalid_email`: not an e-mail address
 * - `invalid_choice`: not one of the allowed values (timeline, topic, locale)
 * - `invalid_characters`: control characters (line breaks in one-line fields)
 * - `invalid_type`: not a text (an array from repeated form fields, an object, a number)
 * - `consent_required`: the privacy consent box is not ticked
 */
export const fieldErrorCodes = [
  'required',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_choice',
  'invalid_characters',
  'invalid_type',
  'consent_required',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** Fields the visitor fills or the form sets, in form order: the lead's content and the consent. */
export const leadFields = [...leadContentKeys, 'consent'] as const;
export type LeadField = LeadContentKey | 'consent';

export interface FieldError {
  field: LeadField;
  code: FieldErrorCode;
  /** The limit that was missed, for `too_short` / `too_long`. */
  min?: number;
  max?: number;
}

/** A valid lead as the visitor submitted it (trimmed; optional fields null). */
export interface LeadInput extends LeadContent {
  /** Where the lead came from; not part of its content (fingerprint). */
  attribution?: Attribution;
}

/**
 * Why a valid submission looks like a bot: the honeypot was filled, the form was sent faster than
 * `minFillMs`, or it carried no fill time (the form's script always sends one: a bot left it out,
 * or the form was posted without JavaScript).
 */
export type BotSignal = 'honeypot' | 'too_fast' | 'no_fill_time';

export type LeadParse =
  | { kind: 'lead'; lead: LeadInput; idempotencyKey: string | null; bot: BotSignal | null }
  | { kind: 'invalid'; errors: FieldError[]; locale: Locale; topic: LeadTopic };

/** Checkbox values: JSON `true`, or what an HTML checkbox posts (`on`, or the value attribute). */
const consentValue = (value: unknown) =>
  value === true || (typeof value === 'string' && /^(on|true|1|yes)$/i.test(value.trim()));

const leadSchema = z.object({
  ...(Object.fromEntries(leadContentKeys.map((key) => [key, leadContentFields[key].schema])) as {
    [K in LeadContentKey]: (typeof leadContentFields)[K]['schema'];
  }),
  consent: z.unknown().refine(consentValue, 'consent_required'),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The idempotency key the form sends (a UUID), lower-cased; anything else counts as none. */
function idempotencyKeyOf(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value.trim()) ? value.trim().toLowerCase() : null;
}

/**
 * Milliseconds the form was open, measured in the browser (`performance.now()` from hydration to
 * submit): a duration, so a visitor's wrong clock cannot make a real lead look like a bot. Absent
 * without JavaScript (the page is prerendered: it cannot carry a per-visit time).
 */
function fillTimeOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const pickLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);
const pickTopic = (value: unknown): LeadTopic =>
  (leadTopics as readonly unknown[]).includes(value) ? (value as LeadTopic) : 'general';

/**
 * The bot signal of a submission, if any (checked only once its fields are valid). Without the
 * script's fill time, the age of the server's signed stamp (`stampAgeMs`, the form without
 * JavaScript) stands in for it.
 */
function botSignal(
  data: Record<string, unknown>,
  minFillMs: number,
  stampAgeMs: number | null = null,
): BotSignal | null {
  const honeypot = data[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return 'honeypot';
  const fillTime = fillTimeOf(data.fillTimeMs) ?? stampAgeMs;
  if (fillTime === null) return 'no_fill_time';
  return fillTime < minFillMs ? 'too_fast' : null;
}

/**
 * Checks a submitted body (parsed JSON or form fields): invalid input gets its field errors
 * (people and bots alike: they learn nothing the form's own checks do not say); a valid lead
 * carries its bot signal, if any, so it is stored as spam rather than dropped.
 * Unknown fields are ignored. Attribution fields never make a lead invalid: an implausible value is
 * dropped (`parseAttribution`); `referer`, the post's same-site `Referer`, fills them for a form
 * posted without JavaScript.
 * @example parseLeadInput({ name: 'Ana', email: 'ana@example.com', message: 'Sync invoices to Sheets', consent: 'on', fillTimeMs: 9000 }, { minFillMs: 3000 }).kind // 'lead'
 */
export function parseLeadInput(
  body: unknown,
  options: {
    minFillMs: number;
    referer?: string;
    /** Age of the server-signed form stamp (the form without JavaScript), when valid. */
    stampAgeMs?: number | null;
  },
): LeadParse {
  const data: Record<string, unknown> =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const locale = pickLocale(data.locale);
  const result = leadSchema.safeParse(data);
  if (!result.success) {
    const errors: FieldError[] = [];
    for (const issue of result.error.issues) {
      const field = issue.path[0] as LeadField;
      if (errors.some((e) => e.field === field)) continue;
      const code = (fieldErrorCodes as readonly string[]).includes(issue.message)
        ? (issue.message as FieldErrorCode)
        : 'invalid_type';
      const limits = leadLimits[field as keyof typeof leadLimits] as { min?: number; max?: number };
      errors.push({
        field,
        code,
        ...(code === 'too_short' ? { min: limits?.min } : {}),
        ...(code === 'too_long' ? { max: limits?.max } : {}),
      });
    }
    errors.sort((a, b) => leadFields.indexOf(a.field) - leadFields.indexOf(b.field));
    return { kind: 'invalid', errors, locale, topic: pickTopic(data.topic) };
  }
  const content = Object.fromEntries(
    leadContentKeys.map((key) => [key, result.data[key] ?? null]),
  ) as LeadContent;
  return {
    kind: 'lead',
    lead: { ...content, attribution: parseAttribution(data, options.referer) },
    idempotencyKey: idempotencyKeyOf(data.idempotencyKey),
    bot: botSignal(data, options.minFillMs, options.stampAgeMs ?? null),
  };
}

/**
 * Request-level error codes (the per-field ones are `fieldErrorCodes`):
 * `invalid_fields` 400, `malformed_body` 400, `cross_site` 403 (posted from another site),
 * `body_too_large` 413, `unsupported_media_type` 415, `rate_limited` 429, `internal_error` 500,
 * `store_unavailable` 503.
 */
export const requestErrorCodes = [
  'invalid_fields',
  'malformed_body',
  'cross_site',
  'body_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'store_unavailable',
] as const;
export type RequestErrorCode = (typeof requestErrorCodes)[number];
