import { analyticsProblem, readAnalyticsConfig, type AnalyticsConfig } from './analytics/config';

/**
 * Site configuration from environment variables, read in this one module.
 * Every variable and its default is listed in the README.
 */
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
  /** YouTube id of the AI-agent demo video; the placeholder shows the replace notice. */
  youtubeVideoId: string;
  /** Cookieless analytics (`ANALYTICS_PROVIDER`, `_HOST`, `_SITE_ID`); null: off (issue 25). */
  analytics: AnalyticsConfig | null;
}

/**
 * Variables whose values the build bakes into pages (this module's and `BLOG_DIR`): stored in each
 * release's `release.json`, and `npm start` rebuilds when one of them changed (issue 10 §2).
 */
export const buildEnvNames = [
  'SITE_URL',
  'COMMUNITY_URL',
  'CAL_LINK',
  'CAL_NAMESPACE',
  'CHECKOUT_URL',
  'YOUTUBE_VIDEO_ID',
  'BLOG_DIR',
  'CAL_LOAD_ON_CLICK',
  'LEAD_RETENTION_DAYS',
  'ANALYTICS_PROVIDER',
  'ANALYTICS_HOST',
  'ANALYTICS_SITE_ID',
] as const;

/** The demo video id shipped until the owner sets `YOUTUBE_VIDEO_ID` (spec: placeholder id). */
export const PLACEHOLDER_VIDEO_ID = 'YOUR_VIDEO_ID';
/** The sample calendar shipped until the owner sets `CAL_LINK`. */
export const DEFAULT_CAL_LINK = 'n8n-automation/30min';
/** n8n's own Discord, shipped until the owner sets `COMMUNITY_URL`. */
export const DEFAULT_COMMUNITY_URL = 'https://discord.gg/n8n';

type Env = Record<string, string | undefined>;

function pick(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined ? fallback : value.trim();
}

/** Reads the configuration; pure so tests can pass their own environment. */
export function readConfig(env: Env = process.env): SiteConfig {
  return {
    siteUrl: pick(env, 'SITE_URL', 'http://localhost:4321').replace(/\/+$/, ''),
    communityUrl: pick(env, 'COMMUNITY_URL', DEFAULT_COMMUNITY_URL),
    calLink: pick(env, 'CAL_LINK', DEFAULT_CAL_LINK),
    calNamespace: pick(env, 'CAL_NAMESPACE', '30min'),
    checkoutUrl: pick(env, 'CHECKOUT_URL', ''),
    calLoadOnClick: pick(env, 'CAL_LOAD_ON_CLICK', 'false') === 'true',
    youtubeVideoId: pick(env, 'YOUTUBE_VIDEO_ID', PLACEHOLDER_VIDEO_ID),
    analytics: readAnalyticsConfig(env),
  };
}

/**
 * The configuration of this process. An unusable analytics setting counts as off here, so the
 * commands that report it (`launch:check`, the build's own check) can start and name it.
 */
export const config: SiteConfig = readConfig(
  analyticsProblem() ? { ...process.env, ANALYTICS_PROVIDER: '' } : process.env,
);
