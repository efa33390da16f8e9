import type { envSchema } from './config';

/**
 * What each environment variable of `shared/config.ts` is for, in words an owner or operator can
 * act on. `npm run docs:config` turns the schema (names and defaults) and this table into
 * `docs/operate/configuration.md`; `tests/unit/config-reference.test.ts` fails when a variable of
 * the schema has no entry here, when the generated page is stale, or when `.env.example` lists a
 * different set of variables. Adding a variable: add it to the schema, here and to `.env.example`,
 * then run `npm run docs:config`.
 */

/** Who sets a variable: the business owner, whoever runs the server, or a developer or test. */
export type Audience = 'owner' | 'operator' | 'developer';

export interface VariableDoc {
  /** The section of the reference the variable is listed in. */
  group: string;
  /** What the variable does, one or two sentences of markdown. */
  does: string;
  /** Who needs to set it. */
  who: Audience;
  /**
   * How the default reads when the schema's own value is not how it is written (`on` for a
   * boolean that reads `on`/`off`) or is empty because another value applies (the state file
   * next to the build). A written default must parse to the schema's default.
   */
  default?: string;
}

type VariableName = keyof typeof envSchema.shape;

/** The groups in the order the reference shows them. */
export const groups = [
  'Site',
  'Analytics',
  'Leads',
  'Server',
  'Machine translation',
  'Live agent',
  'Build and deployment',
] as const;

export const variableDocs: Record<VariableName, VariableDoc> = {
  SITE_URL: {
    group: 'Site',
    who: 'owner',
    does: 'The public origin of the site (`https://www.example.com`): canonical, hreflang, Open Graph and sitemap URLs. `launch:check` refuses the default.',
  },
  COMMUNITY_URL: {
    group: 'Site',
    who: 'owner',
    does: "The community chat invite of 'Join Discord community' and the thank-you page; a full https:// URL.",
  },
  CAL_LINK: {
    group: 'Site',
    who: 'owner',
    does: 'Your Cal.com calendar (`user/event`, or the whole cal.com link) shown on the booking page. An empty value stops the build with `calLink is required`.',
  },
  CAL_NAMESPACE: {
    group: 'Site',
    who: 'owner',
    does: 'The Cal.com embed namespace of the 30-minute event.',
  },
  CHECKOUT_URL: {
    group: 'Site',
    who: 'owner',
    does: "Where 'Purchase Now' sends buyers of the AI agent (a payment link, https). Empty: the booking page with the purchase topic. The terms of purchase describe whichever path is set.",
  },
  CAL_LOAD_ON_CLICK: {
    group: 'Site',
    who: 'owner',
    does: "`true`: the calendar loads from Cal.com only after a click on 'Show the calendar' (no third-party request before consent); the privacy policy says which.",
  },
  YOUTUBE_VIDEO_ID: {
    group: 'Site',
    who: 'owner',
    does: 'The AI-agent demo video on /work: its id or its whole YouTube link. The placeholder shows a notice to replace it; `launch:check` lists it.',
  },
  YOUTUBE_VIDEO_DATE: {
    group: 'Site',
    who: 'owner',
    does: "The demo video's publication date on YouTube (`YYYY-MM-DD`): with it, /work describes the video to search engines (VideoObject); empty: no such data.",
  },
  ANALYTICS_PROVIDER: {
    group: 'Analytics',
    who: 'owner',
    default: 'empty, off',
    does: '`plausible` or `umami`: cookieless visit and conversion measuring. Empty: no script, no request, no CSP entry. See [analytics](../owner/analytics.md).',
  },
  ANALYTICS_HOST: {
    group: 'Analytics',
    who: 'owner',
    default: 'empty',
    does: "The provider's origin: their cloud (`https://plausible.io`, `https://cloud.umami.is`) or your own server; https (http only on loopback). Needed when a provider is set.",
  },
  ANALYTICS_SITE_ID: {
    group: 'Analytics',
    who: 'owner',
    default: 'empty',
    does: "Plausible's site domain or Umami's website id (a UUID). Needed when a provider is set.",
  },
  LEADS_DB: {
    group: 'Leads',
    who: 'operator',
    does: 'The SQLite file of the leads and their delivery outbox, relative to the working folder (created with its folder, readable by its owner only). Back it up: see [backups](backup.md).',
  },
  LEAD_WEBHOOK_URL: {
    group: 'Leads',
    who: 'owner',
    does: 'Where each new lead is POSTed, for example your n8n webhook (see [leads](../owner/leads.md)). Empty: leads are only stored.',
  },
  LEAD_WEBHOOK_SECRET: {
    group: 'Leads',
    who: 'owner',
    does: 'The HMAC-SHA256 key of the `X-Signature-256` header; required with a webhook URL (`openssl rand -hex 32`), the same value in n8n.',
  },
  LEAD_WEBHOOK_TIMEOUT_MS: {
    group: 'Leads',
    who: 'operator',
    does: 'Timeout of one webhook call and of the SMTP connection, in milliseconds.',
  },
  LEAD_WEBHOOK_ACK: {
    group: 'Leads',
    who: 'operator',
    default: 'on',
    does: '`on`: a delivery counts only when the receiver answers 2xx with `{"received": "<lead id>"}`; `off`: any 2xx counts.',
  },
  LEAD_ATTENTION_AFTER: {
    group: 'Leads',
    who: 'operator',
    does: 'Failed attempts of one delivery after which each log line says the lead needs attention.',
  },
  SMTP_URL: {
    group: 'Leads',
    who: 'owner',
    does: '`smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465` for an e-mail notice of each lead. Empty: no e-mail.',
  },
  LEAD_NOTIFY_EMAIL: {
    group: 'Leads',
    who: 'owner',
    default: '`contact.email` of `content/site.yaml`',
    does: 'Recipient of the e-mail notice.',
  },
  LEAD_NOTIFY_FROM: {
    group: 'Leads',
    who: 'owner',
    default: 'the recipient',
    does: 'Sender address of the e-mail notice.',
  },
  LEAD_RETENTION_DAYS: {
    group: 'Leads',
    who: 'owner',
    does: 'Leads older than this many days are deleted automatically; the privacy policy states the period (so a change needs a rebuild).',
  },
  LEAD_RETRY_BASE_MS: {
    group: 'Leads',
    who: 'developer',
    does: 'First retry delay of a failed delivery, then doubled per failure (with up to 20 % less as jitter).',
  },
  LEAD_RETRY_MAX_MS: {
    group: 'Leads',
    who: 'developer',
    does: 'Longest retry delay of a failed delivery.',
  },
  LEAD_POLL_MS: {
    group: 'Leads',
    who: 'developer',
    does: 'How often the delivery worker looks for due deliveries.',
  },
  LEAD_MIN_FILL_MS: {
    group: 'Leads',
    who: 'developer',
    does: 'Shortest plausible time to fill the form; a faster submission is held as spam for review.',
  },
  LEAD_RATE_LIMIT: {
    group: 'Leads',
    who: 'operator',
    does: 'Lead submissions per minute per client address.',
  },
  PORT: {
    group: 'Server',
    who: 'operator',
    does: "Port of the server (`npm start`); the build writes it into the nginx site's upstream.",
  },
  HOST: {
    group: 'Server',
    who: 'operator',
    does: 'Interface the server listens on. Behind nginx on the same machine keep loopback (the generated systemd unit sets `127.0.0.1`).',
  },
  API_RATE_LIMIT: {
    group: 'Server',
    who: 'operator',
    does: 'Requests per minute per client address, one budget across every `/api/*` route.',
  },
  TRUST_PROXY: {
    group: 'Server',
    who: 'operator',
    does: 'Proxies in front of the server: a hop count (`1` = one reverse proxy) or their addresses (CIDR allowed). Only when clients cannot reach the server past the proxy, or a client picks its own address with `X-Forwarded-For`.',
  },
  REQUEST_TIMEOUT_MS: {
    group: 'Server',
    who: 'operator',
    does: 'Time a client has to send a whole request (headers and body); slower ones get 408.',
  },
  LOG_REQUESTS: {
    group: 'Server',
    who: 'operator',
    does: '`true`: log every request as a JSON line.',
  },
  LIBRETRANSLATE_URL: {
    group: 'Machine translation',
    who: 'operator',
    default: 'empty, off',
    does: "A LibreTranslate server for `/api/translate`, asked after the site's own catalogs.",
  },
  LIBRETRANSLATE_API_KEY: {
    group: 'Machine translation',
    who: 'operator',
    does: 'Its API key, if it needs one (server side only).',
  },
  DEEPL_API_KEY: {
    group: 'Machine translation',
    who: 'operator',
    does: 'A DeepL key; keys ending in `:fx` use the free API, others the pro API (server side only). Also used by `npm run blog:translate`.',
  },
  DEEPL_API_URL: {
    group: 'Machine translation',
    who: 'developer',
    default: 'from the key',
    does: 'Override of the DeepL endpoint.',
  },
  TRANSLATE_TIMEOUT_MS: {
    group: 'Machine translation',
    who: 'operator',
    does: 'Timeout of one provider call, 100 to 60000 ms.',
  },
  TRANSLATE_CLIENT_CHARS_PER_HOUR: {
    group: 'Machine translation',
    who: 'operator',
    does: 'Characters one client may send to the provider per hour (catalog and cache answers are free); over it: 429.',
  },
  TRANSLATE_DAILY_CHARS: {
    group: 'Machine translation',
    who: 'operator',
    does: 'Characters all clients together may send to the provider per UTC day: keep it under your plan.',
  },
  TRANSLATE_CLIENT_DAILY_PERCENT: {
    group: 'Machine translation',
    who: 'operator',
    does: 'Largest share of the daily characters one client (an IPv4 address or an IPv6 /64) may use per UTC day.',
  },
  AGENT_WEBHOOK_URL: {
    group: 'Live agent',
    who: 'owner',
    does: "The production URL of your n8n agent workflow's Chat Trigger (`https://<your n8n>/webhook/<id>/chat`, docs/owner/live-agent.md). Empty: no chat on /work and no chat code in the build; set, the build adds the chat and the server forwards visitors' messages to it. `launch:check` wants https and an answer.",
  },
  AGENT_WEBHOOK_AUTH: {
    group: 'Live agent',
    who: 'owner',
    does: "`user:password` of the Chat Trigger's Basic Auth, when you lock the trigger to your site (docs/n8n/agent-demo.md): the site then sends it with every message, and nobody who learns the URL can chat past the site's limits. Empty: no authentication.",
  },
  AGENT_MESSAGES_PER_HOUR: {
    group: 'Live agent',
    who: 'owner',
    does: 'Messages one visitor (an IPv4 address or an IPv6 /64) may send to the agent per hour.',
  },
  AGENT_SESSION_TURNS: {
    group: 'Live agent',
    who: 'owner',
    does: 'Messages one chat (one browser tab) may send; then the chat offers the booking page and the request form.',
  },
  AGENT_MAX_MESSAGE_CHARS: {
    group: 'Live agent',
    who: 'owner',
    does: 'Longest message a visitor may type, in characters (20 to 4000). Baked into the page: rebuild after changing it.',
  },
  AGENT_DAILY_MESSAGES: {
    group: 'Live agent',
    who: 'owner',
    does: "Messages all visitors together may send per UTC day: the ceiling of a day's model bill.",
  },
  AGENT_TIMEOUT_MS: {
    group: 'Live agent',
    who: 'operator',
    does: 'Longest an answer may take, from the question to its last word, in milliseconds; then the chat says so and offers the booking page and the form.',
  },
  AGENT_BREAKER_FAILURES: {
    group: 'Live agent',
    who: 'operator',
    does: 'Failed answers in a row after which the site stops asking n8n for a while and tells visitors the agent is unavailable.',
  },
  AGENT_BREAKER_RESET_MS: {
    group: 'Live agent',
    who: 'operator',
    does: 'How long the site then waits before it asks n8n again, in milliseconds.',
  },
  BLOG_DIR: {
    group: 'Build and deployment',
    who: 'developer',
    does: 'Folder of the blog articles (tests and `bench:blog` point it at fixtures).',
  },
  DIST_DIR: {
    group: 'Build and deployment',
    who: 'developer',
    does: 'Build folder of `npm run build` and `npm start` (tests build into their own).',
  },
  SERVER_STATE_FILE: {
    group: 'Build and deployment',
    who: 'operator',
    default: '`<DIST_DIR>/server-state.json`',
    does: 'Where the running server writes its process id and release, for `npm run deploy:reload`; set empty: none.',
  },
  DEPLOY_BUILD_SCRIPT: {
    group: 'Build and deployment',
    who: 'operator',
    does: 'The npm script `npm run deploy:reload` builds with (`build` for a staging site that still has placeholders).',
  },
  NGINX_RELOAD_COMMAND: {
    group: 'Build and deployment',
    who: 'operator',
    default: '`systemctl reload nginx` (`sudo -n` first when not root)',
    does: 'The command `npm run deploy:reload` reloads nginx with; it must fail when nginx refuses the configuration.',
  },
  HSTS_INCLUDE_SUBDOMAINS: {
    group: 'Build and deployment',
    who: 'operator',
    default: '`off`',
    does: '`on` adds `includeSubDomains` to the HSTS header (server and nginx): browsers then refuse plain http on every subdomain for two years. Only when every subdomain serves https (docs/operate/nginx.md).',
  },
  REDIRECT_HOSTS: {
    group: 'Build and deployment',
    who: 'operator',
    does: 'Other host names, comma-separated (`www.example.com`), that the generated nginx site redirects to the host of `SITE_URL`; the certificate must name them too (docs/operate/nginx.md).',
  },
};
