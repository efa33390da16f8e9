/**
 * The lead half of `npm run launch:check`: proves that every configured lead channel works end
 * to end, so the site never goes live while leads pile up unseen.
 * - the webhook (`LEAD_WEBHOOK_URL`): a signed test lead (`type: "lead.test"`, `test: true`) must
 *   be acknowledged with `{"received": "<its id>"}` (any 2xx with `LEAD_WEBHOOK_ACK=off`);
 * - the e-mail notice (`SMTP_URL`): the SMTP server must accept the login (nothing is sent).
 * With no channel configured the check fails, unless the owner file says leads are read with the
 * lead commands only (`leads.readWith: commands` in content/site.yaml).
 * The test lead is sent from here, never stored in the lead database.
 */
import { randomUUID } from 'node:crypto';
import type { LeadsConfig } from '../../../shared/config';
import type { LaunchProblem } from '../../../src/lib/launch';
import { channelProblem } from '../../../server/leads/channels';
import { verifySmtp } from '../../../server/leads/email';
import { postSigned, testLeadBody } from '../../../server/leads/webhook';

export interface ChannelCheckResult {
  problems: LaunchProblem[];
  /** One line per channel that answered, for the report. */
  passed: string[];
}

const ENV_FILE = '.env (or the environment of the server)';

/**
 * Checks the lead channels of `config`.
 * @param readWith `leads.readWith` of the owner file
 * @param userAgent the webhook calls' User-Agent, as the server sends it (`leadsUserAgent`)
 */
export async function checkLeadChannels(
  config: LeadsConfig,
  readWith: 'channels' | 'commands',
  now: () => Date = () => new Date(),
  userAgent?: string,
): Promise<ChannelCheckResult> {
  const problems: LaunchProblem[] = [];
  const passed: string[] = [];

  if (config.webhookUrl) {
    const problem = channelProblem(config, 'webhook');
    if (problem) {
      problems.push({
        what: `lead webhook: ${problem}: the receiver could not tell the site's leads from anyone's`,
        where: `LEAD_WEBHOOK_SECRET=<the secret your receiver checks> in ${ENV_FILE}`,
      });
    } else {
      const id = `test-${randomUUID()}`;
      const result = await postSigned(testLeadBody(id, now()), id, {
        url: config.webhookUrl,
        secret: config.webhookSecret,
        timeoutMs: config.webhookTimeoutMs,
        ack: config.webhookAck,
        userAgent,
      });
      if (result.ok) passed.push(`lead webhook acknowledged the signed test lead ${id}`);
      else
        problems.push({
          what: `lead webhook: the signed test lead was not acknowledged: ${result.error ?? 'failed'}`,
          where: `LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET in ${ENV_FILE}, and your receiver (docs/owner/leads.md)`,
        });
    }
  }

  if (config.smtpUrl) {
    const problem = channelProblem(config, 'email');
    const login = problem ? null : await verifySmtp(config.smtpUrl, config.webhookTimeoutMs);
    if (problem || login)
      problems.push({
        what: `lead e-mail notice: ${problem ?? login}`,
        where: `SMTP_URL (smtp://user:password@host:587) and LEAD_NOTIFY_EMAIL in ${ENV_FILE}`,
      });
    else passed.push(`SMTP login accepted; notices go to ${config.notifyEmail}`);
  }

  if (!config.webhookUrl && !config.smtpUrl && readWith !== 'commands')
    problems.push({
      what: 'no lead channel: neither LEAD_WEBHOOK_URL nor SMTP_URL is set, so nobody is told of a new lead',
      where: `LEAD_WEBHOOK_URL (+ LEAD_WEBHOOK_SECRET) or SMTP_URL in ${ENV_FILE}; or leads.readWith: commands in content/site.yaml if you read leads with npm run leads only`,
    });
  return { problems, passed };
}
