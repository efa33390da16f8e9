/**
 * Cookieless analytics the owner picks (issue 25 §1): off unless `ANALYTICS_PROVIDER` is set.
 * Pure, so the build (pages, CSP), `launch:check` and the tests read the same answer.
 */

/** The two privacy-friendly, cookieless, self-hostable tools the site speaks (INTEGRATIONS.md). */
export const analyticsProviders = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** Origin of the provider: their cloud or the owner's own server (`https://plausible.io`). */
  host: string;
  /** Plausible's site domain or Umami's website id. */
  siteId: string;
}

/** Display names for the privacy page and `launch:check`. */
export const providerNames: Record<AnalyticsProvider, string> = {
  plausible: 'Plausible Analytics',
  umami: 'Umami',
};

/** A set but unusable analytics setting: the build and `launch:check` name it. */
export class AnalyticsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalyticsConfigError';
  }
}

type Env = Record<string, string | undefined>;

// A domain (Plausible) or a UUID (Umami): letters, digits, dots, dashes, underscores.
const SITE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The analytics setting, or null when `ANALYTICS_PROVIDER` is unset or empty (the default: no
 * script, no request, no CSP entry). `ANALYTICS_HOST` is reduced to its origin; http is accepted
 * only for loopback hosts (tests, a local server).
 * @throws AnalyticsConfigError for an unknown provider, a missing or invalid host or site id
 * @example readAnalyticsConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: 'https://plausible.io', ANALYTICS_SITE_ID: 'example.com' })
 */
export function readAnalyticsConfig(env: Env = process.env): AnalyticsConfig | null {
  const provider = env.ANALYTICS_PROVIDER?.trim().toLowerCase() ?? '';
  if (provider === '') return null;
  if (!(analyticsProviders as readonly string[]).includes(provider)) {
    throw new AnalyticsConfigError(
      `ANALYTICS_PROVIDER "${provider}" is not one of ${analyticsProviders.join(', ')} (leave it empty for no analytics)`,
    );
  }
  const rawHost = env.ANALYTICS_HOST?.trim() ?? '';
  let url: URL;
  try {
    url = new URL(rawHost);
  } catch {
    throw new AnalyticsConfigError(
      `ANALYTICS_HOST "${rawHost}" is not a URL (the provider's origin, e.g. https://plausible.io)`,
    );
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new AnalyticsConfigError(`ANALYTICS_HOST "${rawHost}" must use https`);
  }
  const siteId = env.ANALYTICS_SITE_ID?.trim() ?? '';
  if (!SITE_ID.test(siteId)) {
    throw new AnalyticsConfigError(
      `ANALYTICS_SITE_ID "${siteId}" is not a site domain (Plausible) or website id (Umami)`,
    );
  }
  return { provider: provider as AnalyticsProvider, host: url.origin, siteId };
}

/**
 * The provider's script as documented: Plausible `<host>/js/script.js` with `data-domain`, Umami
 * `<host>/script.js` with `data-website-id` and `data-do-not-track`.
 */
export function providerScript(config: AnalyticsConfig): {
  src: string;
  attributes: Record<string, string>;
} {
  return config.provider === 'plausible'
    ? { src: `${config.host}/js/script.js`, attributes: { 'data-domain': config.siteId } }
    : {
        src: `${config.host}/script.js`,
        attributes: { 'data-website-id': config.siteId, 'data-do-not-track': 'true' },
      };
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

/** The one line `launch:check` prints about analytics. */
export function analyticsStatus(env: Env = process.env): string {
  const problem = analyticsProblem(env);
  if (problem) return `analytics: not usable: ${problem}`;
  const config = readAnalyticsConfig(env);
  return config
    ? `analytics: on, ${providerNames[config.provider]} at ${config.host} (site ${config.siteId})`
    : 'analytics: off (ANALYTICS_PROVIDER is not set: no script, nothing measured)';
}
