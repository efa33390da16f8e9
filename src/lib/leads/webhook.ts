/**
 * The owner's webhook (issue 12, "Delivered to the owner, exactly once"): each lead is POSTed as
 * JSON, signed with HMAC-SHA256 of the raw body under `LEAD_WEBHOOK_SECRET` in
 * `X-Signature-256: sha256=<hex>` (the format GitHub uses), with the lead id in the body and in
 * `X-Lead-Id` / `Idempotency-Key` so the receiver can drop repeats. The body of a lead is the same
 * on every attempt.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getSite } from '../site';
import type { StoredLead } from './store';

const SIGNATURE_HEADER = 'X-Signature-256';
const LEAD_ID_HEADER = 'X-Lead-Id';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The User-Agent of the webhook calls, named after the owner's brand (issue 27 §1): a slug of
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

/** The brand's User-Agent, or a neutral one when the owner file cannot be read. */
function defaultUserAgent(): string {
  try {
    return leadsUserAgent(getSite().business.brandName);
  } catch {
    return leadsUserAgent('');
  }
}

/** What the receiver gets: `type`, the lead `id` (dedupe key), `createdAt` and the fields. */
export interface LeadWebhookPayload {
  type: 'lead.created';
  id: string;
  createdAt: string;
  lead: {
    name: string;
    email: string;
    company: string | null;
    message: string;
    tools: string | null;
    timeline: string | null;
    topic: string;
    locale: string;
  };
}

/** The JSON body for a stored lead, byte for byte the same on every attempt. */
export function webhookBody(lead: StoredLead): string {
  const payload: LeadWebhookPayload = {
    type: 'lead.created',
    id: lead.id,
    createdAt: lead.createdAt,
    lead: {
      name: lead.name,
      email: lead.email,
      company: lead.company,
      message: lead.message,
      tools: lead.tools,
      timeline: lead.timeline,
      topic: lead.topic,
      locale: lead.locale,
    },
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
 * True when `header` is the signature of `body` under `secret` (constant-time comparison). What a
 * receiver written in Node does; the n8n workflow's Code node does the same.
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
  /** What went wrong, for the outbox's `last_error`. */
  error?: string;
}

/**
 * POSTs one lead. 2xx is success; anything else (network error, timeout, 3xx, 4xx, 5xx) is a
 * failure the outbox retries. Redirects are not followed: the signed lead goes only to the
 * configured URL.
 */
export async function postLead(
  lead: StoredLead,
  options: {
    url: string;
    secret: string;
    timeoutMs: number;
    attempt?: number;
    /** Defaults to `leadsUserAgent(brandName)`. */
    userAgent?: string;
  },
): Promise<WebhookResult> {
  const body = webhookBody(lead);
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': options.userAgent ?? defaultUserAgent(),
        [SIGNATURE_HEADER]: signBody(body, options.secret),
        [LEAD_ID_HEADER]: lead.id,
        [IDEMPOTENCY_HEADER]: lead.id,
        ...(options.attempt ? { 'X-Lead-Attempt': String(options.attempt) } : {}),
      },
      body,
    });
    const text = await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300)
      return { ok: true, status: response.status };
    const detail = text.replace(/\s+/g, ' ').trim().slice(0, 200);
    return {
      ok: false,
      status: response.status,
      error: `HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
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
