/**
 * Lead configuration from environment variables, read in this one module (issue 12). Every
 * variable and its default is listed in the README section "Leads".
 */

type Env = Record<string, string | undefined>;

export interface LeadsConfig {
  /** SQLite file holding leads and their delivery outbox (`LEADS_DB`, default `data/leads.db`). */
  dbPath: string;
  /** Where each new lead is POSTed as signed JSON (`LEAD_WEBHOOK_URL`); '' = not configured. */
  webhookUrl: string;
  /** HMAC-SHA256 key of the `X-Signature-256` header (`LEAD_WEBHOOK_SECRET`). */
  webhookSecret: string;
  /** Timeout of one webhook call, ms (`LEAD_WEBHOOK_TIMEOUT_MS`, default 10 s). */
  webhookTimeoutMs: number;
  /**
   * Whether a delivery counts only when the receiver acknowledges the lead: a 2xx whose JSON body
   * has `received` equal to the lead id (`LEAD_WEBHOOK_ACK=on`, the default, what the n8n intake
   * workflow answers), or any 2xx (`off`, for receivers that cannot answer that).
   */
  webhookAck: boolean;
  /** SMTP server for the owner's e-mail notice (`SMTP_URL`); '' = no notice. */
  smtpUrl: string;
  /** Recipient of the notice (`LEAD_NOTIFY_EMAIL`). */
  notifyEmail: string;
  /** Sender of the notice (`LEAD_NOTIFY_FROM`, default: the recipient). */
  notifyFrom: string;
  /** Leads older than this many days are removed (`LEAD_RETENTION_DAYS`, default 365). */
  retentionDays: number;
  /** First retry delay, ms (`LEAD_RETRY_BASE_MS`, default 5 s: the first retry comes within 10 s). */
  retryBaseMs: number;
  /** Longest retry delay, ms (`LEAD_RETRY_MAX_MS`, default 10 minutes). */
  retryMaxMs: number;
  /** How often the delivery worker looks for due entries, ms (`LEAD_POLL_MS`, default 1 s). */
  pollMs: number;
  /** Shortest plausible time to fill the form, ms (`LEAD_MIN_FILL_MS`, default 3 s). */
  minFillMs: number;
  /** Lead submissions per minute per client address (`LEAD_RATE_LIMIT`, default 10). */
  rateLimit: number;
  /**
   * After this many failed attempts of one delivery the log says the lead needs attention
   * (`LEAD_ATTENTION_AFTER`, default 8: about 10 minutes of failures with the default delays).
   */
  attentionAfter: number;
}

/** A variable with an invalid value: the message names the variable and what it expects. */
export class LeadsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeadsConfigError';
  }
}

function text(env: Env, name: string, fallback = ''): string {
  return (env[name] ?? fallback).trim();
}

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new LeadsConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return Number(raw);
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name).toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new LeadsConfigError(`${name} must be on or off, got "${raw.slice(0, 40)}"`);
}

function url(env: Env, name: string, protocols: string[]): string {
  const raw = text(env, name);
  if (!raw) return '';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new LeadsConfigError(`${name} must be a full URL, got "${raw.slice(0, 80)}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new LeadsConfigError(`${name} must start with ${protocols.join(' or ')}//`);
  }
  return raw;
}

/** The lead database path alone (`LEADS_DB`), for the owner commands. */
export function leadsDbPath(env: Env = process.env): string {
  return text(env, 'LEADS_DB') || 'data/leads.db';
}

/**
 * Reads and checks the lead settings; pure so tests pass their own environment.
 * @throws LeadsConfigError naming the variable when a value is malformed
 * @example readLeadsConfig({ LEAD_RETRY_BASE_MS: '50' }).retryBaseMs // 50
 */
export function readLeadsConfig(env: Env = process.env): LeadsConfig {
  const notifyEmail = text(env, 'LEAD_NOTIFY_EMAIL');
  const config: LeadsConfig = {
    dbPath: leadsDbPath(env),
    webhookUrl: url(env, 'LEAD_WEBHOOK_URL', ['http:', 'https:']),
    webhookSecret: text(env, 'LEAD_WEBHOOK_SECRET'),
    webhookTimeoutMs: integer(env, 'LEAD_WEBHOOK_TIMEOUT_MS', 10_000, 1),
    webhookAck: onOff(env, 'LEAD_WEBHOOK_ACK', true),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    notifyEmail,
    notifyFrom: text(env, 'LEAD_NOTIFY_FROM') || notifyEmail,
    retentionDays: integer(env, 'LEAD_RETENTION_DAYS', 365, 1),
    retryBaseMs: integer(env, 'LEAD_RETRY_BASE_MS', 5_000, 1),
    retryMaxMs: integer(env, 'LEAD_RETRY_MAX_MS', 600_000, 1),
    pollMs: integer(env, 'LEAD_POLL_MS', 1_000, 1),
    minFillMs: integer(env, 'LEAD_MIN_FILL_MS', 3_000, 0),
    rateLimit: integer(env, 'LEAD_RATE_LIMIT', 10, 1),
    attentionAfter: integer(env, 'LEAD_ATTENTION_AFTER', 8, 1),
  };
  if (config.retryMaxMs < config.retryBaseMs) {
    throw new LeadsConfigError('LEAD_RETRY_MAX_MS must not be smaller than LEAD_RETRY_BASE_MS');
  }
  return config;
}

/**
 * Why a delivery channel cannot run with this configuration, or null when it can. A webhook
 * without a secret is refused: the receiver could not tell our leads from anyone's.
 */
export function channelProblem(config: LeadsConfig, channel: 'webhook' | 'email'): string | null {
  if (channel === 'webhook') {
    if (!config.webhookUrl) return 'LEAD_WEBHOOK_URL is not set';
    if (!config.webhookSecret) return 'LEAD_WEBHOOK_SECRET is not set';
    return null;
  }
  if (!config.smtpUrl) return 'SMTP_URL is not set';
  if (!config.notifyEmail) {
    return 'no recipient: set LEAD_NOTIFY_EMAIL or contact.email in content/site.yaml';
  }
  return null;
}

/**
 * Fills the notice recipient (and sender) from the owner file's `contact.email` when
 * `LEAD_NOTIFY_EMAIL` is not set and SMTP is configured. A missing or broken owner file leaves the
 * notice unconfigured (logged), it never stops lead intake.
 * @example withSiteRecipient(readLeadsConfig(), () => loadSite().contact.email)
 */
export function withSiteRecipient(
  config: LeadsConfig,
  siteEmail: () => string,
  log: (message: string) => void = (m) => console.warn(`[leads] ${m}`),
): LeadsConfig {
  if (config.notifyEmail || !config.smtpUrl) return config;
  try {
    const email = siteEmail().trim();
    return { ...config, notifyEmail: email, notifyFrom: config.notifyFrom || email };
  } catch (error) {
    log(`no e-mail notice recipient: ${(error as Error).message}`);
    return config;
  }
}
