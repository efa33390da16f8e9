import {
  analyticsProblem,
  readAnalyticsConfig,
  type AnalyticsConfig,
  type AnalyticsProvider,
} from '../../../shared/config';

/**
 * Cookieless analytics the owner picks, off unless `ANALYTICS_PROVIDER` is set
 * (read in `shared/config.ts`): the provider's names, script and the `launch:check` line.
 */

/** Display names for the privacy page and `launch:check`. */
export const providerNames: Record<AnalyticsProvider, string> = {
  plausible: 'Plausible Analytics',
  umami: 'Umami',
};

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

/** The one line `launch:check` prints about analytics. */
export function analyticsStatus(env: Record<string, string | undefined> = process.env): string {
  const problem = analyticsProblem(env);
  if (problem) return `analytics: not usable: ${problem}`;
  const config = readAnalyticsConfig(env);
  return config
    ? `analytics: on, ${providerNames[config.provider]} at ${config.host} (site ${config.siteId})`
    : 'analytics: off (ANALYTICS_PROVIDER is not set: no script, nothing measured)';
}
