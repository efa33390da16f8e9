/**
 * A lead submission from body to answer, without a web framework (issue 12): validate, filter
 * bots, store once per idempotency key, wake the delivery worker, and say what to answer, as
 * JSON (the form's fetch) or as a redirect / page (the form without JavaScript).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '../../i18n/locales';
import { thankYouPath } from '../booking';
import { channelProblem } from './config';
import type { LeadsRuntime } from './runtime';
import { parseLeadInput, type FieldError, type LeadInput, type LeadTopic } from './schema';
import { LeadStoreError, STORE_UNAVAILABLE } from './store';

/**
 * Request-level error codes (the per-field ones are `fieldErrorCodes`):
 * `invalid_fields` 400, `malformed_body` 400, `body_too_large` 413, `unsupported_media_type` 415,
 * `rate_limited` 429, `internal_error` 500, `store_unavailable` 503.
 */
export const requestErrorCodes = [
  'invalid_fields',
  'malformed_body',
  'body_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  STORE_UNAVAILABLE,
] as const;
export type RequestErrorCode = (typeof requestErrorCodes)[number];

/** Query string the thank-you page gets after a form request (not a booking). */
export const LEAD_SENT_QUERY = '?lead=sent';

/** Without an idempotency key (no JavaScript), repeats of the same content within this window are one lead. */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

export type LeadOutcome =
  | { kind: 'stored'; id: string; created: boolean; locale: Locale }
  | { kind: 'bot'; id: string; locale: Locale }
  | { kind: 'invalid'; errors: FieldError[]; locale: Locale; topic: LeadTopic }
  | { kind: 'unavailable'; locale: Locale };

/** Hash of the normalised fields: the same request twice has the same fingerprint. */
export function leadFingerprint(lead: LeadInput): string {
  const parts = [
    lead.name,
    lead.email.toLowerCase(),
    lead.company,
    lead.message,
    lead.tools,
    lead.timeline,
    lead.topic,
    lead.locale,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Validates and stores one submission. Bots get an outcome that looks like success (a random id,
 * nothing stored) so they learn nothing. A database failure is the `unavailable` outcome; the
 * caller still holds the body and answers 503.
 * @example await handleLeadSubmission(body, runtime, { now: new Date() }) // { kind: 'stored', id, created: true, locale: 'de' }
 */
export async function handleLeadSubmission(
  body: unknown,
  runtime: Pick<LeadsRuntime, 'config' | 'insertLead' | 'worker'>,
  context: { now: Date },
): Promise<LeadOutcome> {
  const parsed = parseLeadInput(body, { minFillMs: runtime.config.minFillMs });
  if (parsed.kind === 'bot') return { kind: 'bot', id: randomUUID(), locale: parsed.locale };
  if (parsed.kind === 'invalid') return parsed;
  const { lead } = parsed;
  const fingerprint = leadFingerprint(lead);
  const bucket = Math.floor(context.now.getTime() / DERIVED_KEY_WINDOW_MS);
  const key =
    parsed.idempotencyKey ??
    `derived:${createHash('sha256').update(`${fingerprint}:${bucket}`).digest('hex')}`;
  const webhook = channelProblem(runtime.config, 'webhook');
  const email = channelProblem(runtime.config, 'email');
  try {
    const result = await runtime.insertLead(lead, {
      id: randomUUID(),
      idempotencyKey: key,
      fingerprint,
      now: context.now,
      channels: {
        webhook: webhook ? 'not_configured' : 'pending',
        email: email ? 'not_configured' : 'pending',
      },
      reasons: { webhook: webhook ?? undefined, email: email ?? undefined },
    });
    if (result.created) runtime.worker.notify();
    return { kind: 'stored', id: result.lead.id, created: result.created, locale: lead.locale };
  } catch (error) {
    if (!(error instanceof LeadStoreError)) throw error;
    console.error(`[leads] ${error.message}`);
    return { kind: 'unavailable', locale: lead.locale };
  }
}

/** A JSON answer for the form's fetch. */
export interface JsonAnswer {
  status: number;
  headers: Record<string, string>;
  json: Record<string, unknown>;
}

/**
 * The JSON answer of an outcome: 201 `{ ok: true, id }` (a repeat gets the same answer plus
 * `Idempotent-Replayed: true`), 400 `{ ok: false, error: 'invalid_fields', fields }`,
 * 503 `{ ok: false, error: 'store_unavailable' }` with `Retry-After`.
 */
export function jsonAnswer(outcome: LeadOutcome): JsonAnswer {
  switch (outcome.kind) {
    case 'stored':
      return {
        status: 201,
        headers: outcome.created ? {} : { 'idempotent-replayed': 'true' },
        json: { ok: true, id: outcome.id },
      };
    case 'bot':
      return { status: 201, headers: {}, json: { ok: true, id: outcome.id } };
    case 'invalid':
      return {
        status: 400,
        headers: {},
        json: { ok: false, error: 'invalid_fields', fields: outcome.errors },
      };
    case 'unavailable':
      return {
        status: 503,
        headers: { 'retry-after': '60' },
        json: { ok: false, error: STORE_UNAVAILABLE },
      };
  }
}

/** The localized thank-you page a plain form post is redirected to (always a path on this site). */
export function thankYouLocation(locale: Locale): string {
  return `${thankYouPath(locale)}${LEAD_SENT_QUERY}`;
}
