/**
 * The owner's webhook, each lead delivered exactly once: each lead is POSTed as
 * JSON, signed with HMAC-SHA256 of the raw body under `LEAD_WEBHOOK_SECRET` in
 * `X-Signature-256: sha256=<hex>` (the format GitHub uses), with the lead id in the body and in
 * `X-Lead-Id` / `Idempotency-Key` so the receiver can drop repeats. The body of a lead is the same
 * on every attempt.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { timeout, TimeoutStrategy } from 'cockatiel';
import { hasAttribution, type Attribution } from '../../shared/leads/attribution';
import { leadContentKeys, type LeadContent } from '../../shared/leads/fields';
import type { BotSignal } from '../../shared/leads/schema';
import { heldReasonText, releaseCommands } from './held';
import type { StoredLead } from './store';

const SIGNATURE_HEADER = 'X-Signature-256';
const LEAD_ID_HEADER = 'X-Lead-Id';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The User-Agent of the webhook calls, named after the owner's brand: a slug of
 * `business.brandName` plus `-leads/1`.
 * @example leadsUserAgent('Autoflow Lisboa') // 'autoflow-lisboa-leads/1'
 */
export function leadsUserAgent(brand: string): string {
  const slug = brand
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'site'}-leads/1`;
}

/** What the receiver gets: `type`, the lead `id` (dedupe key), `createdAt` and the fields. */
export interface LeadWebhookPayload {
  type: 'lead.created';
  id: string;
  createdAt: string;
  /** Every content field of the lead (`shared/leads/fields.ts`), null when left empty. */
  lead: LeadContent;
  /**
   * Where the lead came from, present when anything is known: landing page and sending page
   * (paths on the site), the referring site's host and the campaign parameters.
   */
  attribution?: Attribution;
}

/** The JSON body for a stored lead, byte for byte the same on every attempt. */
export function webhookBody(lead: StoredLead): string {
  const payload: LeadWebhookPayload = {
    type: 'lead.created',
    id: lead.id,
    createdAt: lead.createdAt,
    lead: Object.fromEntries(leadContentKeys.map((key) => [key, lead[key]])) as LeadContent,
    ...(lead.attribution && hasAttribution(lead.attribution)
      ? { attribution: lead.attribution }
      : {}),
  };
  return JSON.stringify(payload);
}

/**
 * What the receiver gets for a request held as possible spam: `type: "lead.held"`, the lead's id
 * (the same id a release later delivers as `lead.created`), why it was held, the commands that
 * deliver it, and its fields so the owner can judge it. The shipped n8n intake workflow
 * acknowledges it without filing a row.
 */
export interface HeldWebhookPayload {
  type: 'lead.held';
  id: string;
  createdAt: string;
  held: { reason: BotSignal; why: string; release: string; releaseOnServer: string };
  lead: LeadContent;
}

/** The JSON body of a held notice, byte for byte the same on every attempt. */
export function heldWebhookBody(lead: StoredLead): string {
  const reason = lead.spamReason ?? 'no_fill_time';
  const commands = releaseCommands(lead.id);
  const payload: HeldWebhookPayload = {
    type: 'lead.held',
    id: lead.id,
    createdAt: lead.createdAt,
    held: {
      reason,
      why: heldReasonText[reason],
      release: commands.project,
      releaseOnServer: commands.server,
    },
    lead: Object.fromEntries(leadContentKeys.map((key) => [key, lead[key]])) as LeadContent,
  };
  return JSON.stringify(payload);
}

/**
 * The `X-Signature-256` value: `sha256=` + hex HMAC-SHA256 of the exact body bytes.
 * @example signBody('{"a":1}', 'secret') // 'sha256=…64 hex digits'
 */
export function signBody(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * True when `header` is the signature of `body` under `secret` (constant-time comparison): what a
 * receiver written in Node does. The n8n intake workflow does the same with its Crypto node.
 */
export function verifySignature(
  body: string | Buffer,
  header: string | null | undefined,
  secret: string,
): boolean {
  if (!header || !secret) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface WebhookResult {
  ok: boolean;
  /** HTTP status, when the receiver answered. */
  status?: number;
  /** What went wrong, for the outbox's `last_error` and the log. */
  error?: string;
}

/**
 * What a 401 or 403 means for a signed delivery, in the log and in `leads show`. With the shipped
 * n8n workflow it has two causes: a different secret, or no credential chosen in its Sign body
 * node (n8n 2.41 then signs with no key, passes the item on as a success and the signature check
 * answers 401).
 */
export const SIGNATURE_REJECTED =
  "signature rejected: LEAD_WEBHOOK_SECRET differs from the receiver's secret, or (n8n) the Sign body node has no Credential for Crypto";

/** Longest answer body read from a receiver: an acknowledgement is a few dozen bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Reads at most `MAX_ANSWER_BYTES` of an answer (a receiver cannot make us buffer megabytes). */
async function answerText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < MAX_ANSWER_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES);
}

const oneLine = (text: string, max = 200) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * Why a 2xx answer does not acknowledge `leadId`, or null when it does: the body must be JSON with
 * `received` equal to the lead id (what the n8n intake workflow answers once the lead is filed).
 * An n8n run that fails before its Respond to Webhook node can answer 200 with an empty body.
 * @example ackProblem('{"received":"3f2a"}', '3f2a') // null
 * @example ackProblem('', '3f2a') // 'HTTP 200 without acknowledgement: empty body'
 */
export function ackProblem(body: string, leadId: string, status = 200): string | null {
  const prefix = `HTTP ${status} without acknowledgement`;
  if (body.trim() === '') return `${prefix}: empty body`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${prefix}: not JSON: ${oneLine(body, 120)}`;
  }
  const received = (parsed as { received?: unknown } | null)?.received;
  if (received === leadId) return null;
  return `${prefix}: expected {"received": "${leadId}"}, got ${oneLine(body, 120)}`;
}

/**
 * POSTs one lead (the held notice while it is held as spam). Success is a 2xx that acknowledges the lead (`ack`, the default: JSON
 * `{"received": "<id>"}`), or any 2xx with `ack: false`. Anything else (network error, timeout,
 * 3xx, 4xx, 5xx, a 2xx without acknowledgement) is a failure the outbox retries. Redirects are
 * not followed: the signed lead goes only to the configured URL.
 */
export async function postLead(lead: StoredLead, options: PostOptions): Promise<WebhookResult> {
  const body = lead.status === 'spam' ? heldWebhookBody(lead) : webhookBody(lead);
  return postSigned(body, lead.id, options);
}

/** Where and how a signed body is POSTed. */
export interface PostOptions {
  url: string;
  secret: string;
  timeoutMs: number;
  attempt?: number;
  ack?: boolean;
  /**
   * `leadsUserAgent(brandName)`, which the build writes into the release (`owner.json`); without
   * it a neutral `site-leads/1`.
   */
  userAgent?: string;
}

/**
 * The body of the launch check's test lead: the shape of a real one, with `type: "lead.test"`
 * and `test: true`, so a receiver can tell it apart. The shipped n8n intake workflow acknowledges
 * it without filing a row; a receiver of your own should do the same (answer
 * `{"received": "<id>"}` and store nothing). The site itself never stores it.
 */
export function testLeadBody(id: string, createdAt: Date): string {
  return JSON.stringify({
    type: 'lead.test',
    test: true,
    id,
    createdAt: createdAt.toISOString(),
    lead: {
      name: 'Launch check',
      email: 'launch-check@example.invalid',
      company: null,
      message: 'A test lead sent by npm run launch:check. It is not a real lead: do not file it.',
      tools: null,
      timeline: null,
      topic: 'test',
      locale: 'en',
      source: 'form',
    },
  });
}

/**
 * POSTs a signed JSON body for the lead `leadId` (see `postLead` for what counts as success).
 */
export async function postSigned(
  body: string,
  leadId: string,
  options: PostOptions,
): Promise<WebhookResult> {
  try {
    // The time limit covers the answer too: cockatiel aborts the signal when it runs out.
    const { response, text } = await timeout(
      options.timeoutMs,
      TimeoutStrategy.Cooperative,
    ).execute(async ({ signal }) => {
      const response = await fetch(options.url, {
        method: 'POST',
        redirect: 'manual',
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': options.userAgent ?? leadsUserAgent(''),
          [SIGNATURE_HEADER]: signBody(body, options.secret),
          [LEAD_ID_HEADER]: leadId,
          [IDEMPOTENCY_HEADER]: leadId,
          ...(options.attempt ? { 'X-Lead-Attempt': String(options.attempt) } : {}),
        },
        body,
      });
      return { response, text: await answerText(response).catch(() => '') };
    });
    const { status } = response;
    if (status >= 200 && status < 300) {
      const problem = options.ack === false ? null : ackProblem(text, leadId, status);
      return problem ? { ok: false, status, error: problem } : { ok: true, status };
    }
    const detail = oneLine(text);
    const reason = status === 401 || status === 403 ? `${SIGNATURE_REJECTED} (HTTP ${status})` : '';
    return {
      ok: false,
      status,
      error: reason || `HTTP ${status}${detail ? `: ${detail}` : ''}`,
    };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError' || err.name === 'AbortError') {
      return { ok: false, error: `no answer within ${options.timeoutMs} ms` };
    }
    const cause = err.cause?.code ?? err.cause?.message ?? err.message;
    return { ok: false, error: `network error: ${cause}` };
  }
}
