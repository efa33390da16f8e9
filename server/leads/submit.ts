/**
 * A lead submission from body to answer, without a web framework: validate, filter
 * bots, store once per idempotency key, wake the delivery worker, and say what to answer, as
 * JSON (the form's fetch) or as a redirect / page (the form without JavaScript).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '../../shared/i18n/locales';
import { thankYouPath } from '../../shared/booking';
import { channelProblem } from './channels';
import { heldReasonText, releaseCommands } from './held';
import { leadContentKeys } from '../../shared/leads/fields';
import type { LeadsRuntime } from './runtime';
import {
  parseLeadInput,
  type BotSignal,
  type FieldError,
  type LeadInput,
  type LeadTopic,
} from '../../shared/leads/schema';
import { LeadStoreError } from './store';

/** Query string the thank-you page gets after a form request (not a booking). */
export const LEAD_SENT_QUERY = '?lead=sent';

/**
 * The outcome of a submission. A suspected bot is `stored` too (held as spam, not delivered): it
 * gets the answer a person gets, so it learns nothing, and the owner can still release it.
 */
export type LeadOutcome =
  | { kind: 'stored'; id: string; created: boolean; locale: Locale; spam: BotSignal | null }
  | { kind: 'invalid'; errors: FieldError[]; locale: Locale; topic: LeadTopic }
  | { kind: 'unavailable'; locale: Locale };

/** The JSON line logged when a submission is held as spam. */
export interface SpamLogEntry {
  level: 'warn';
  event: 'lead.spam';
  leadId: string;
  reason: BotSignal;
  message: string;
}

/**
 * Hash of the normalised content fields (every field of `leadContentFields`, in its order, the
 * e-mail address lower-cased): the same request twice has the same fingerprint.
 */
export function leadFingerprint(lead: LeadInput): string {
  const parts = leadContentKeys.map((key) =>
    key === 'email' ? lead.email.toLowerCase() : lead[key],
  );
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Validates and stores one submission, once per idempotency key (or, without one, once per
 * content within 10 minutes). A suspected bot is stored as spam: not delivered as a lead, logged as
 * one JSON line, announced to the owner through the lead channels (a held notice, `held.ts`),
 * listed by `npm run leads -- list --spam`, delivered after `npm run leads -- release <id>`.
 * A database failure is the `unavailable` outcome; the caller still holds the body and answers 503.
 * @example await handleLeadSubmission(body, runtime, { now: new Date() }) // { kind: 'stored', id, created: true, locale: 'de', spam: null }
 */
export async function handleLeadSubmission(
  body: unknown,
  runtime: Pick<LeadsRuntime, 'config' | 'insertLead' | 'worker'>,
  context: {
    now: Date;
    log?: (entry: SpamLogEntry) => void;
    referer?: string;
    /** Age of the form's server-signed stamp (`stamp.ts`), when the post carried a valid one. */
    stampAgeMs?: number | null;
  },
): Promise<LeadOutcome> {
  const parsed = parseLeadInput(body, {
    minFillMs: runtime.config.minFillMs,
    referer: context.referer,
    stampAgeMs: context.stampAgeMs,
  });
  if (parsed.kind === 'invalid') return parsed;
  const { lead, bot } = parsed;
  const webhook = channelProblem(runtime.config, 'webhook');
  const email = channelProblem(runtime.config, 'email');
  try {
    const result = await runtime.insertLead(lead, {
      id: randomUUID(),
      idempotencyKey: parsed.idempotencyKey,
      fingerprint: leadFingerprint(lead),
      now: context.now,
      ...(bot ? { spam: bot } : {}),
      channels: {
        webhook: webhook ? 'not_configured' : 'pending',
        email: email ? 'not_configured' : 'pending',
      },
      reasons: { webhook: webhook ?? undefined, email: email ?? undefined },
    });
    const { id, status, spamReason } = result.lead;
    if (result.created && status === 'spam' && spamReason) {
      const log = context.log ?? ((entry) => console.warn(JSON.stringify(entry)));
      log({
        level: 'warn',
        event: 'lead.spam',
        leadId: id,
        reason: spamReason,
        message: `lead ${id} held as spam: ${heldReasonText[spamReason]}; ${releaseCommands(id).project} delivers it`,
      });
    }
    // A lead is delivered, a held request announced: both go through the outbox.
    if (result.created) runtime.worker.notify();
    return {
      kind: 'stored',
      id,
      created: result.created,
      locale: lead.locale,
      spam: status === 'spam' ? spamReason : null,
    };
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
        json: { ok: false, error: 'store_unavailable' },
      };
  }
}

/** The localized thank-you page a plain form post is redirected to (always a path on this site). */
export function thankYouLocation(locale: Locale): string {
  return `${thankYouPath(locale)}${LEAD_SENT_QUERY}`;
}
