import type { LeadsConfig } from '../../shared/config';

/**
 * What the lead settings (`readLeadsConfig` in `shared/config.ts`) allow: which delivery
 * channels can run, and the notice recipient taken from the owner file.
 */

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
 * One warning line for each lead channel that cannot run, logged once when the server starts:
 * without one, leads pile up in the database unseen.
 * @example unconfiguredChannelWarnings(readLeadsConfig({}))[0]
 *   // 'lead webhook not configured (LEAD_WEBHOOK_URL is not set): ...'
 */
export function unconfiguredChannelWarnings(config: LeadsConfig): string[] {
  const where = 'leads wait in the database (npm run leads -- list)';
  const webhook = channelProblem(config, 'webhook');
  const email = channelProblem(config, 'email');
  return [
    ...(webhook ? [`lead webhook not configured (${webhook}): ${where}`] : []),
    ...(email ? [`lead e-mail notice not configured (${email}): ${where}`] : []),
  ];
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
