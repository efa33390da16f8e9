import { z } from 'zod';
import { YOUTUBE_ID_PATTERN } from './youtube';

/**
 * Every environment variable of the project in one zod schema: each
 * variable once, with its type, default and error message. The build, the pages, the server and
 * the scripts read typed slices of it (`config` for pages, `readConfig`, `readServerConfig`,
 * `readLeadsConfig`, `readTranslateConfig`, `readAnalyticsConfig`). Pure: no Node module, so
 * pages may import it; `.env` is loaded by `shared/node/env.ts` on the Node side before this reads
 * `process.env`. Every variable and its default is listed in docs/operate/configuration.md.
 */

type Env = Record<string, string | undefined>;

/** The demo video id shipped until the owner sets `YOUTUBE_VIDEO_ID` (spec: placeholder id). */
export const PLACEHOLDER_VIDEO_ID = 'YOUR_VIDEO_ID';

/**
 * `YOUTUBE_VIDEO_ID` set empty or to `none`: the owner has no demo video, and /work shows no
 * video section (the configuration then holds an empty id).
 */
const NO_VIDEO = /^(none)?$/i;
/** The sample calendar shipped until the owner sets `CAL_LINK`. */
export const DEFAULT_CAL_LINK = 'n8n-automation/30min';
/** n8n's own Discord, shipped until the owner sets `COMMUNITY_URL`. */
export const DEFAULT_COMMUNITY_URL = 'https://discord.gg/n8n';
/** The owner's blog folder, until `BLOG_DIR` points elsewhere (tests, `bench:blog`). */
export const DEFAULT_BLOG_DIR = 'content/blog';
/** The build folder, until `DIST_DIR` points elsewhere (tests and benchmarks build their own). */
export const DEFAULT_DIST_DIR = 'dist';
/** The two privacy-friendly, cookieless, self-hostable tools the site speaks.
 * @see https://plausible.io/docs/events-api
 * @see https://umami.is/docs/api/sending-stats */
export const analyticsProviders = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

/** Character budgets for the translation providers. */
export interface BudgetLimits {
  /** Characters one client may send to the providers per hour (`TRANSLATE_CLIENT_CHARS_PER_HOUR`). */
  clientCharsPerHour: number;
  /** Characters all clients together may send per UTC day (`TRANSLATE_DAILY_CHARS`). */
  dailyChars: number;
  /**
   * The largest share of `dailyChars`, in percent, one client may use per UTC day
   * (`TRANSLATE_CLIENT_DAILY_PERCENT`): a handful of addresses cannot spend the site's day.
   */
  clientDailyPercent: number;
}

export const DEFAULT_BUDGET: BudgetLimits = {
  clientCharsPerHour: 50_000,
  dailyChars: 500_000,
  clientDailyPercent: 5,
};

/** The live agent's cost and abuse limits (`AGENT_*`; docs/owner/live-agent.md). */
export interface AgentLimits {
  /** Messages one client (an IPv4 address or an IPv6 /64) may send per hour. */
  messagesPerHour: number;
  /** Messages one chat (one browser tab's session) may send. */
  sessionTurns: number;
  /** Longest message a visitor may type, in characters. */
  maxMessageChars: number;
  /** Messages all visitors together may send per UTC day: the site's daily model bill. */
  dailyMessages: number;
  /** Longest an answer may take, from the question to its last word, in ms. */
  timeoutMs: number;
  /** Consecutive failed answers from n8n that stop the chat asking it for a while. */
  breakerFailures: number;
  /** How long the chat then waits before it asks n8n again, in ms. */
  breakerResetMs: number;
}

export const DEFAULT_AGENT_LIMITS: AgentLimits = {
  messagesPerHour: 20,
  sessionTurns: 12,
  maxMessageChars: 500,
  dailyMessages: 300,
  timeoutMs: 45_000,
  breakerFailures: 3,
  breakerResetMs: 60_000,
};

// ---------------------------------------------------------------------------------------------
// Value types. A problem's message leaves out the variable's name: `problem()` puts it first.

/** A variable as given (unset is `undefined`). */
const raw = z.string().optional();

/** Trimmed text; unset: `fallback` (an empty value stays empty). */
const text = (fallback = '') => raw.transform((value) => (value ?? fallback).trim());

/** Trimmed text; unset or empty: `fallback`. */
const textOr = (fallback: string) => raw.transform((value) => value?.trim() || fallback);

/**
 * Trimmed, then parsed; unset or empty: `fallback`. A value `parse` refuses (undefined) adds
 * `message(value)` as the variable's problem.
 */
function checked<T>(
  fallback: T,
  parse: (value: string) => T | undefined,
  message: (value: string) => string,
) {
  return raw.transform((value, ctx): T => {
    const trimmed = value?.trim();
    if (!trimmed) return fallback;
    const parsed = parse(trimmed);
    if (parsed !== undefined) return parsed;
    ctx.addIssue({ code: 'custom', message: message(trimmed) });
    return z.NEVER;
  });
}

const wholeNumber = (value: string, min: number, max = Infinity) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : undefined;

/** A whole number of at least `min` for the server; unset or empty: `fallback`. */
const serverWhole = (fallback: number, min = 1) =>
  checked(
    fallback,
    (v) => wholeNumber(v, min),
    (v) => `must be a whole number of at least ${min} (got "${v}")`,
  );

/** A whole number of at least `min` for the leads; unset or empty: `fallback`. */
const leadsWhole = (fallback: number, min: number) =>
  checked(
    fallback,
    (v) => wholeNumber(v, min),
    (v) => `must be a whole number of at least ${min}, got "${v}"`,
  );

const YOUTUBE_LINK = new RegExp(
  String.raw`^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|embed\/|live\/))` +
    String.raw`(${YOUTUBE_ID_PATTERN})(?![\w-])`,
  'i',
);

/**
 * The video id of a YouTube link pasted whole (`youtu.be/<id>`, `youtube.com/watch?v=<id>`,
 * `/shorts/<id>`, `/embed/<id>`), as `CAL_LINK` takes a whole cal.com link; anything else as
 * written (`launch:check` names a value that is still no id).
 */
function youtubeId(value: string): string {
  if (NO_VIDEO.test(value)) return '';
  return YOUTUBE_LINK.exec(value)?.[1] ?? value;
}

/** `on` or `off` (any case); unset or empty: `fallback`. */
const onOff = (fallback: boolean) =>
  checked(
    fallback,
    (v) => (v.toLowerCase() === 'on' ? true : v.toLowerCase() === 'off' ? false : undefined),
    (v) => `must be on or off, got "${v.toLowerCase().slice(0, 40)}"`,
  );

/** `value` as a URL, or undefined when it is none. */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** A full URL with one of `protocols`, kept as written; unset or empty: ''. */
const leadsUrl = (protocols: string[]) =>
  raw.transform((value, ctx) => {
    const trimmed = (value ?? '').trim();
    if (!trimmed) return '';
    const url = parseUrl(trimmed);
    if (!url)
      ctx.addIssue({
        code: 'custom',
        message: `must be a full URL, got "${trimmed.slice(0, 80)}"`,
      });
    else if (!protocols.includes(url.protocol))
      ctx.addIssue({ code: 'custom', message: `must start with ${protocols.join(' or ')}//` });
    else return trimmed;
    return z.NEVER;
  });

/** An http(s) URL for a translation provider; unset or empty: undefined. */
const providerUrl = (problem: string) =>
  checked<string | undefined>(
    undefined,
    (v) => (['http:', 'https:'].includes(parseUrl(v)?.protocol ?? '') ? v : undefined),
    () => problem,
  );

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: a hop count (`1`: one proxy in front;
 * `true` means 1, never "every hop", which let clients pick their address with
 * `X-Forwarded-For`), or a comma-separated list of proxy addresses or CIDR ranges.
 */
export function trustProxy(value = ''): false | number | string[] {
  const v = value.trim();
  if (['', 'false', '0'].includes(v)) return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** A DNS host name: labels of letters, digits and inner hyphens, joined by dots. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

// A domain (Plausible) or a UUID (Umami): letters, digits, dots, dashes, underscores.
const SITE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

// ---------------------------------------------------------------------------------------------
// The schema: every variable once.

export const envSchema = z.object({
  // Site (baked into pages by the build).
  SITE_URL: text('http://localhost:4321').transform((v) => v.replace(/\/+$/, '')),
  COMMUNITY_URL: text(DEFAULT_COMMUNITY_URL),
  CAL_LINK: text(DEFAULT_CAL_LINK),
  CAL_NAMESPACE: text('30min'),
  CHECKOUT_URL: text(''),
  CAL_LOAD_ON_CLICK: text('false').transform((v) => v === 'true'),
  YOUTUBE_VIDEO_ID: text(PLACEHOLDER_VIDEO_ID).transform(youtubeId),
  // The demo video's publication date on YouTube (YYYY-MM-DD): with it, /work describes the video
  // to search engines (VideoObject, whose upload date is required); empty: no such data.
  YOUTUBE_VIDEO_DATE: raw.transform((value, ctx) => {
    const date = value?.trim() ?? '';
    if (date === '' || (/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date))))
      return date;
    ctx.addIssue({ code: 'custom', message: `"${date}" is not a date written YYYY-MM-DD` });
    return z.NEVER;
  }),

  // Analytics: the host and site id are checked only when a provider is set.
  ANALYTICS_PROVIDER: raw.transform((value, ctx) => {
    const provider = value?.trim().toLowerCase() ?? '';
    if (provider === '') return null;
    if ((analyticsProviders as readonly string[]).includes(provider))
      return provider as AnalyticsProvider;
    ctx.addIssue({
      code: 'custom',
      message: `"${provider}" is not one of ${analyticsProviders.join(', ')} (leave it empty for no analytics)`,
    });
    return z.NEVER;
  }),
  ANALYTICS_HOST: raw.transform((value, ctx) => {
    const host = value?.trim() ?? '';
    const url = parseUrl(host);
    if (!url) {
      ctx.addIssue({
        code: 'custom',
        message: `"${host}" is not a URL (the provider's origin, e.g. https://plausible.io)`,
      });
      return z.NEVER;
    }
    // http only for loopback hosts (tests, a local server); the origin alone is kept.
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return url.origin;
    ctx.addIssue({ code: 'custom', message: `"${host}" must use https` });
    return z.NEVER;
  }),
  ANALYTICS_SITE_ID: raw.transform((value, ctx) => {
    const siteId = value?.trim() ?? '';
    if (SITE_ID.test(siteId)) return siteId;
    ctx.addIssue({
      code: 'custom',
      message: `"${siteId}" is not a site domain (Plausible) or website id (Umami)`,
    });
    return z.NEVER;
  }),

  // Release and tools (docs/operate/configuration.md).
  BLOG_DIR: textOr(DEFAULT_BLOG_DIR),
  // Unset or empty: `dist` (an empty folder name would build into the project root).
  DIST_DIR: textOr(DEFAULT_DIST_DIR),
  // Unset: `<DIST_DIR>/server-state.json`; set empty: no state file (null).
  SERVER_STATE_FILE: raw.transform((v) => (v === undefined ? undefined : v.trim() || null)),
  DEPLOY_BUILD_SCRIPT: textOr('build:production'),
  // Empty: `deploy:reload` picks `systemctl reload nginx` (with `sudo -n` when not root).
  NGINX_RELOAD_COMMAND: text(),
  // HSTS for every subdomain too: off by default (a plain-http service on a subdomain would be
  // unreachable in browsers for the two years HSTS lasts).
  HSTS_INCLUDE_SUBDOMAINS: onOff(false),
  // Host names that redirect to SITE_URL's host in the generated nginx site (www.example.com).
  REDIRECT_HOSTS: raw.transform((value, ctx) => {
    const hosts = (value ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    const bad = hosts.find((h) => !HOST_NAME.test(h));
    if (bad) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad.slice(0, 80)}" is not a host name (write www.example.com, without https://)`,
      });
      return z.NEVER;
    }
    return hosts;
  }),

  // Server (a malformed value stops it naming the variable).
  PORT: serverWhole(4321, 0),
  HOST: textOr('localhost'),
  API_RATE_LIMIT: serverWhole(60),
  TRUST_PROXY: raw.transform((v) => trustProxy(v)),
  REQUEST_TIMEOUT_MS: serverWhole(30_000, 100),
  LOG_REQUESTS: raw.transform((v) => v === 'true'),

  // Leads.
  LEADS_DB: textOr('data/leads.db'),
  LEAD_WEBHOOK_URL: leadsUrl(['http:', 'https:']),
  LEAD_WEBHOOK_SECRET: text(),
  LEAD_WEBHOOK_TIMEOUT_MS: leadsWhole(10_000, 1),
  LEAD_WEBHOOK_ACK: onOff(true),
  SMTP_URL: leadsUrl(['smtp:', 'smtps:']),
  LEAD_NOTIFY_EMAIL: text(),
  LEAD_NOTIFY_FROM: text(),
  LEAD_RETENTION_DAYS: leadsWhole(365, 1),
  LEAD_RETRY_BASE_MS: leadsWhole(5_000, 1),
  LEAD_RETRY_MAX_MS: leadsWhole(600_000, 1),
  LEAD_POLL_MS: leadsWhole(1_000, 1),
  LEAD_MIN_FILL_MS: leadsWhole(3_000, 0),
  LEAD_RATE_LIMIT: leadsWhole(10, 1),
  LEAD_ATTENTION_AFTER: leadsWhole(8, 1),

  // Machine translation (server side only; a bad value is a warning and its default applies).
  LIBRETRANSLATE_URL: providerUrl('is not an http(s) URL: LibreTranslate is disabled'),
  LIBRETRANSLATE_API_KEY: text(),
  DEEPL_API_KEY: text(),
  DEEPL_API_URL: providerUrl('is not an http(s) URL: the default DeepL endpoint is used'),
  TRANSLATE_TIMEOUT_MS: checked(
    8000,
    (v) =>
      Number.isFinite(Number(v)) && Number(v) >= 100 && Number(v) <= 60_000 ? Number(v) : undefined,
    () => 'must be a number of milliseconds between 100 and 60000',
  ),
  TRANSLATE_CLIENT_CHARS_PER_HOUR: checked(
    DEFAULT_BUDGET.clientCharsPerHour,
    (v) => wholeNumber(v, 1),
    () => 'must be a positive whole number of characters',
  ),
  TRANSLATE_DAILY_CHARS: checked(
    DEFAULT_BUDGET.dailyChars,
    (v) => wholeNumber(v, 1),
    () => 'must be a positive whole number of characters',
  ),
  TRANSLATE_CLIENT_DAILY_PERCENT: checked(
    DEFAULT_BUDGET.clientDailyPercent,
    (v) => wholeNumber(v, 1, 100),
    () => 'must be a whole number from 1 to 100',
  ),

  // Live agent on /work (docs/owner/live-agent.md): off while AGENT_WEBHOOK_URL is empty.
  AGENT_WEBHOOK_URL: leadsUrl(['http:', 'https:']),
  // `user:password` of the Chat Trigger's Basic Auth, when the owner locks it to the site.
  AGENT_WEBHOOK_AUTH: checked(
    '',
    (v) => (/^[^:]+:.+$/.test(v) ? v : undefined),
    () => "must be user:password (the Chat Trigger's Basic Auth credential)",
  ),
  AGENT_MESSAGES_PER_HOUR: serverWhole(DEFAULT_AGENT_LIMITS.messagesPerHour),
  AGENT_SESSION_TURNS: serverWhole(DEFAULT_AGENT_LIMITS.sessionTurns),
  AGENT_MAX_MESSAGE_CHARS: checked(
    DEFAULT_AGENT_LIMITS.maxMessageChars,
    (v) => wholeNumber(v, 20, 4000),
    (v) => `must be a whole number from 20 to 4000 (got "${v}")`,
  ),
  AGENT_DAILY_MESSAGES: serverWhole(DEFAULT_AGENT_LIMITS.dailyMessages),
  AGENT_TIMEOUT_MS: serverWhole(DEFAULT_AGENT_LIMITS.timeoutMs, 100),
  AGENT_BREAKER_FAILURES: serverWhole(DEFAULT_AGENT_LIMITS.breakerFailures),
  AGENT_BREAKER_RESET_MS: serverWhole(DEFAULT_AGENT_LIMITS.breakerResetMs, 100),
});

type Variables = z.output<typeof envSchema>;
type Name = keyof Variables;

/** A problem as the project words it: the variable's name, then what is wrong. */
function problem(issue: z.core.$ZodIssue): string {
  return `${String(issue.path[0])} ${issue.message}`;
}

/** The part of the schema holding `names` (each slice checks only its own variables). */
function sliceOf(names: readonly Name[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, envSchema.shape[name]])));
}

/** The variables `names` read from `env`; the first problem is thrown as `fail(message)`. */
function readStrict<K extends Name>(
  env: Env,
  names: readonly K[],
  fail: (message: string) => Error,
): Pick<Variables, K> {
  const result = sliceOf(names).safeParse(env);
  if (!result.success) throw fail(problem(result.error.issues[0]!));
  return result.data as Pick<Variables, K>;
}

/**
 * A slice's fields read from `env`, each from the variable the table names, so a slice lists each
 * of its variables once.
 * @example readFields({ PORT: '8080' }, { port: 'PORT' }, (m) => new Error(m)) // { port: 8080 }
 */
function readFields<F extends Record<string, Name>>(
  env: Env,
  fields: F,
  fail: (message: string) => Error,
): { [K in keyof F]: Variables[F[K]] } {
  const v = readStrict(env, Object.values(fields), fail);
  return Object.fromEntries(Object.entries(fields).map(([field, name]) => [field, v[name]])) as {
    [K in keyof F]: Variables[F[K]];
  };
}

/** The variables `names` read from `env`; a bad value is reported and its default used. */
function readLenient<K extends Name>(
  env: Env,
  names: readonly K[],
): { values: Pick<Variables, K>; problems: Partial<Record<K, string>> } {
  const slice = sliceOf(names);
  const result = slice.safeParse(env);
  if (result.success) return { values: result.data as Pick<Variables, K>, problems: {} };
  const problems: Partial<Record<K, string>> = {};
  for (const issue of result.error.issues) problems[issue.path[0] as K] = problem(issue);
  const rest = Object.fromEntries(Object.entries(env).filter(([name]) => !(name in problems)));
  return { values: slice.parse(rest) as Pick<Variables, K>, problems };
}

// ---------------------------------------------------------------------------------------------
// Analytics slice.

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** Origin of the provider: their cloud or the owner's own server (`https://plausible.io`). */
  host: string;
  /** Plausible's site domain or Umami's website id. */
  siteId: string;
}

/** A set but unusable analytics setting: the build and `launch:check` name it. */
export class AnalyticsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalyticsConfigError';
  }
}

/**
 * The analytics setting, or null when `ANALYTICS_PROVIDER` is unset or empty (the default: no
 * script, no request, no CSP entry). `ANALYTICS_HOST` is reduced to its origin; http is accepted
 * only for loopback hosts (tests, a local server).
 * @throws AnalyticsConfigError for an unknown provider, a missing or invalid host or site id
 * @example readAnalyticsConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: 'https://plausible.io', ANALYTICS_SITE_ID: 'example.com' })
 */
export function readAnalyticsConfig(env: Env = process.env): AnalyticsConfig | null {
  const fail = (message: string) => new AnalyticsConfigError(message);
  const { ANALYTICS_PROVIDER: provider } = readStrict(env, ['ANALYTICS_PROVIDER'], fail);
  if (provider === null) return null;
  const v = readStrict(env, ['ANALYTICS_HOST', 'ANALYTICS_SITE_ID'], fail);
  return { provider, host: v.ANALYTICS_HOST, siteId: v.ANALYTICS_SITE_ID };
}

/** Why the analytics setting is unusable, or null when it is usable or off. */
export function analyticsProblem(env: Env = process.env): string | null {
  try {
    readAnalyticsConfig(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

// ---------------------------------------------------------------------------------------------
// Site slice.

/** Site configuration: the values the build bakes into pages. */
export interface SiteConfig {
  /** Absolute origin for canonical, alternate and Open Graph URLs. */
  siteUrl: string;
  /** Community chat invite ('Join Discord community'). */
  communityUrl: string;
  /** Cal.com calendar link, `user/event`. Required: an empty value stops the build. */
  calLink: string;
  /** Cal.com embed namespace of the 30-minute event. */
  calNamespace: string;
  /** Checkout (payment link) for 'Purchase Now - $250 (Only Agent)'; empty = booking page. */
  checkoutUrl: string;
  /**
   * `CAL_LOAD_ON_CLICK=true`: the booking calendar loads only after a click on 'Show the
   * calendar', for owners who want no third-party request before consent. Default: on page load.
   */
  calLoadOnClick: boolean;
  /**
   * YouTube id of the AI-agent demo video; the placeholder shows the replace notice; empty (set
   * empty or `none`): no video, /work has no video section.
   */
  youtubeVideoId: string;
  /** When the demo video was published (`YOUTUBE_VIDEO_DATE`, YYYY-MM-DD); '' = not given. */
  youtubeVideoDate: string;
  /** Cookieless analytics (`ANALYTICS_PROVIDER`, `_HOST`, `_SITE_ID`); null: off. */
  analytics: AnalyticsConfig | null;
  /**
   * The live agent's chat on /work: null while `AGENT_WEBHOOK_URL` is empty (no launcher, no chat
   * code on any page); else the longest message the chat lets a visitor type.
   */
  agent: { maxMessageChars: number } | null;
}

/**
 * Variables whose values the build bakes into pages (this module's and `BLOG_DIR`): stored in each
 * release's `release.json`, and `npm start` rebuilds when one of them changed.
 */
export const buildEnvNames = [
  'SITE_URL',
  'COMMUNITY_URL',
  'CAL_LINK',
  'CAL_NAMESPACE',
  'CHECKOUT_URL',
  'YOUTUBE_VIDEO_ID',
  'YOUTUBE_VIDEO_DATE',
  'BLOG_DIR',
  'CAL_LOAD_ON_CLICK',
  'LEAD_RETENTION_DAYS',
  'ANALYTICS_PROVIDER',
  'ANALYTICS_HOST',
  'ANALYTICS_SITE_ID',
  'HSTS_INCLUDE_SUBDOMAINS',
  'REDIRECT_HOSTS',
  'AGENT_WEBHOOK_URL',
  'AGENT_MAX_MESSAGE_CHARS',
] as const;

/** Reads the site configuration; pure so tests can pass their own environment. */
export function readConfig(env: Env = process.env): SiteConfig {
  const fields = readFields(
    env,
    {
      siteUrl: 'SITE_URL',
      communityUrl: 'COMMUNITY_URL',
      calLink: 'CAL_LINK',
      calNamespace: 'CAL_NAMESPACE',
      checkoutUrl: 'CHECKOUT_URL',
      calLoadOnClick: 'CAL_LOAD_ON_CLICK',
      youtubeVideoId: 'YOUTUBE_VIDEO_ID',
      youtubeVideoDate: 'YOUTUBE_VIDEO_DATE',
    },
    (message) => new Error(message),
  );
  const agent = readStrict(
    env,
    ['AGENT_WEBHOOK_URL', 'AGENT_MAX_MESSAGE_CHARS'],
    (message) => new Error(message),
  );
  return {
    ...fields,
    analytics: readAnalyticsConfig(env),
    agent: agent.AGENT_WEBHOOK_URL ? { maxMessageChars: agent.AGENT_MAX_MESSAGE_CHARS } : null,
  };
}

/**
 * The configuration of this process. An unusable analytics setting counts as off here, so the
 * commands that report it (`launch:check`, the build's own check) can start and name it.
 */
export const config: SiteConfig = readConfig(
  analyticsProblem() ? { ...process.env, ANALYTICS_PROVIDER: '' } : process.env,
);

// ---------------------------------------------------------------------------------------------
// Server slice.

/**
 * The server's settings (`server/main.ts`; docs/operate/configuration.md). A malformed value stops the
 * server with the variable's name rather than running with a surprise.
 */
export interface ServerConfig {
  port: number;
  host: string;
  apiRateLimit: number;
  trustProxy: false | number | string[];
  requestTimeoutMs: number;
  logRequests: boolean;
}

/** Reads and checks every server variable; throws naming the first bad one. */
export function readServerConfig(env: Env = process.env): ServerConfig {
  return readFields(
    env,
    {
      port: 'PORT',
      host: 'HOST',
      apiRateLimit: 'API_RATE_LIMIT',
      trustProxy: 'TRUST_PROXY',
      requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
      logRequests: 'LOG_REQUESTS',
    },
    (message) => new Error(message),
  );
}

/**
 * A warning when `TRUST_PROXY` is a hop count while the server listens beyond loopback:
 * a client that reaches it without the proxy then chooses its own address with
 * `X-Forwarded-For`. Proxy addresses instead of a count, or `HOST=127.0.0.1`, are safe.
 */
export function proxyExposure(config: Pick<ServerConfig, 'host' | 'port' | 'trustProxy'>) {
  if (typeof config.trustProxy !== 'number') return null;
  if (['localhost', '127.0.0.1', '::1'].includes(config.host)) return null;
  return `TRUST_PROXY=${config.trustProxy} while the server listens on ${config.host}: a client that reaches port ${config.port} without the proxy chooses its own address (X-Forwarded-For). Behind nginx on this machine use HOST=127.0.0.1; otherwise set TRUST_PROXY to the proxy's addresses (docs/operate/vps.md).`;
}

// ---------------------------------------------------------------------------------------------
// Release slice: where builds go and what `deploy:reload` runs.

export interface ReleaseConfig {
  /** Folder of the blog's markdown, relative to the project root unless absolute (`BLOG_DIR`). */
  blogDir: string;
  /** Build folder of `npm run build` and `npm start` (`DIST_DIR`, default `dist`). */
  distDir: string;
  /** The server's state file: undefined = `<DIST_DIR>/server-state.json`, null = none. */
  serverStateFile: string | null | undefined;
  /** The npm script `deploy:reload` builds with (`DEPLOY_BUILD_SCRIPT`). */
  deployBuildScript: string;
  /** Shell command `deploy:reload` reloads nginx with; '' = the systemd default. */
  nginxReloadCommand: string;
  /** `Strict-Transport-Security` with `includeSubDomains` (`HSTS_INCLUDE_SUBDOMAINS`, default off). */
  hstsIncludeSubDomains: boolean;
  /** Hosts the nginx site redirects to SITE_URL's host (`REDIRECT_HOSTS`, e.g. the www name). */
  redirectHosts: string[];
}

/** Reads the release and tools variables; pure so tests can pass their own environment. */
export function readReleaseConfig(env: Env = process.env): ReleaseConfig {
  return readFields(
    env,
    {
      blogDir: 'BLOG_DIR',
      distDir: 'DIST_DIR',
      serverStateFile: 'SERVER_STATE_FILE',
      deployBuildScript: 'DEPLOY_BUILD_SCRIPT',
      nginxReloadCommand: 'NGINX_RELOAD_COMMAND',
      hstsIncludeSubDomains: 'HSTS_INCLUDE_SUBDOMAINS',
      redirectHosts: 'REDIRECT_HOSTS',
    },
    (message) => new Error(message),
  );
}

/**
 * The build folder alone (`DIST_DIR`, default `dist`), relative to the working folder unless
 * absolute: for the Astro config, the size budgets and the tests, which need no other release
 * setting. Every reader goes through here (a lint rule refuses `process.env.DIST_DIR`).
 * @example distDir({ DIST_DIR: '.dist-agent' }) // '.dist-agent'
 */
export function distDir(env: Env = process.env): string {
  return readStrict(env, ['DIST_DIR'], (message) => new Error(message)).DIST_DIR;
}

// ---------------------------------------------------------------------------------------------
// Leads slice.

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

/** The lead database path alone (`LEADS_DB`), for the owner commands. */
export function leadsDbPath(env: Env = process.env): string {
  return readStrict(env, ['LEADS_DB'], (message) => new LeadsConfigError(message)).LEADS_DB;
}

/**
 * Reads and checks the lead settings; pure so tests pass their own environment.
 * @throws LeadsConfigError naming the variable when a value is malformed
 * @example readLeadsConfig({ LEAD_RETRY_BASE_MS: '50' }).retryBaseMs // 50
 */
export function readLeadsConfig(env: Env = process.env): LeadsConfig {
  const leads = readFields(
    env,
    {
      dbPath: 'LEADS_DB',
      webhookUrl: 'LEAD_WEBHOOK_URL',
      webhookSecret: 'LEAD_WEBHOOK_SECRET',
      webhookTimeoutMs: 'LEAD_WEBHOOK_TIMEOUT_MS',
      webhookAck: 'LEAD_WEBHOOK_ACK',
      smtpUrl: 'SMTP_URL',
      notifyEmail: 'LEAD_NOTIFY_EMAIL',
      notifyFrom: 'LEAD_NOTIFY_FROM',
      retentionDays: 'LEAD_RETENTION_DAYS',
      retryBaseMs: 'LEAD_RETRY_BASE_MS',
      retryMaxMs: 'LEAD_RETRY_MAX_MS',
      pollMs: 'LEAD_POLL_MS',
      minFillMs: 'LEAD_MIN_FILL_MS',
      rateLimit: 'LEAD_RATE_LIMIT',
      attentionAfter: 'LEAD_ATTENTION_AFTER',
    },
    (message) => new LeadsConfigError(message),
  );
  if (leads.retryMaxMs < leads.retryBaseMs) {
    throw new LeadsConfigError('LEAD_RETRY_MAX_MS must not be smaller than LEAD_RETRY_BASE_MS');
  }
  return { ...leads, notifyFrom: leads.notifyFrom || leads.notifyEmail };
}

// ---------------------------------------------------------------------------------------------
// Translation slice: read only on the server (the endpoint and the owner's scripts), so keys
// never reach the browser.

export interface TranslateConfig {
  libreTranslate?: { url: string; apiKey?: string };
  deepl?: { apiKey: string; endpoint?: string };
  timeoutMs: number;
  /** Character budgets for provider calls. */
  budget: BudgetLimits;
  /** Problems with the variables (invalid URL, ...), for a startup log line. No values. */
  warnings: string[];
}

/** Reads the translation configuration; pure so tests can pass their own environment. */
export function readTranslateConfig(env: Env = process.env): TranslateConfig {
  const { values: v, problems } = readLenient(env, [
    'LIBRETRANSLATE_URL',
    'LIBRETRANSLATE_API_KEY',
    'DEEPL_API_KEY',
    'DEEPL_API_URL',
    'TRANSLATE_TIMEOUT_MS',
    'TRANSLATE_CLIENT_CHARS_PER_HOUR',
    'TRANSLATE_DAILY_CHARS',
    'TRANSLATE_CLIENT_DAILY_PERCENT',
  ]);
  // An endpoint override matters only with a DeepL key.
  if (!v.DEEPL_API_KEY) delete problems.DEEPL_API_URL;
  const config: TranslateConfig = {
    timeoutMs: v.TRANSLATE_TIMEOUT_MS,
    budget: {
      clientCharsPerHour: v.TRANSLATE_CLIENT_CHARS_PER_HOUR,
      dailyChars: v.TRANSLATE_DAILY_CHARS,
      clientDailyPercent: v.TRANSLATE_CLIENT_DAILY_PERCENT,
    },
    warnings: Object.values(problems),
  };
  if (v.LIBRETRANSLATE_URL) {
    const apiKey = v.LIBRETRANSLATE_API_KEY;
    config.libreTranslate = { url: v.LIBRETRANSLATE_URL, ...(apiKey ? { apiKey } : {}) };
  }
  if (v.DEEPL_API_KEY) {
    const endpoint = v.DEEPL_API_URL;
    config.deepl = { apiKey: v.DEEPL_API_KEY, ...(endpoint ? { endpoint } : {}) };
  }
  return config;
}

// ---------------------------------------------------------------------------------------------
// Live agent slice: read only on the server and by `launch:check`, so the webhook URL never
// reaches a page.

export interface AgentConfig {
  /** The n8n Chat Trigger's URL (`AGENT_WEBHOOK_URL`); '' = the agent is off. */
  webhookUrl: string;
  /** `user:password` sent as Basic Auth to the Chat Trigger (`AGENT_WEBHOOK_AUTH`); '' = none. */
  webhookAuth: string;
  limits: AgentLimits;
}

/**
 * Reads and checks the live agent's settings; throws naming the first malformed variable.
 * @example readAgentConfig({ AGENT_WEBHOOK_URL: 'https://n8n.example.com/webhook/x/chat' }).limits.sessionTurns // 12
 */
export function readAgentConfig(env: Env = process.env): AgentConfig {
  const { webhookUrl, webhookAuth, ...limits } = readFields(
    env,
    {
      webhookUrl: 'AGENT_WEBHOOK_URL',
      webhookAuth: 'AGENT_WEBHOOK_AUTH',
      messagesPerHour: 'AGENT_MESSAGES_PER_HOUR',
      sessionTurns: 'AGENT_SESSION_TURNS',
      maxMessageChars: 'AGENT_MAX_MESSAGE_CHARS',
      dailyMessages: 'AGENT_DAILY_MESSAGES',
      timeoutMs: 'AGENT_TIMEOUT_MS',
      breakerFailures: 'AGENT_BREAKER_FAILURES',
      breakerResetMs: 'AGENT_BREAKER_RESET_MS',
    },
    (message) => new Error(message),
  );
  return { webhookUrl, webhookAuth, limits };
}
