/**
 * `npm run launch:check`: lists every value still at its shipped placeholder (deployment
 * variables, sample testimonials, sample owner-file fields, the support document) with where to
 * change it, then proves each configured lead channel (a signed test lead to the webhook, a login
 * to the SMTP server) and, when the live agent is on, that its n8n answers. Exits 1 while any
 * problem remains. Reads `.env` like the build.
 */
import { analyticsStatus } from '../src/lib/analytics/provider';
import { readLeadsConfig } from '../shared/config';
import { loadEnvFile } from '../shared/node/env';
import { SITE_FILE } from '../shared/site';
import { loadSite } from '../shared/node/site';
import { formatLaunchProblems, launchProblems, type LaunchProblem } from '../src/lib/launch';
import { withSiteRecipient } from '../server/leads/channels';
import { leadsUserAgent } from '../server/leads/webhook';
import { checkLeadChannels } from './lib/leads/channel-check';
import { agentLaunchCheck } from './lib/agent/launch';

loadEnvFile();
const problems = launchProblems();
const passed: string[] = [];
try {
  const site = (() => {
    try {
      return loadSite();
    } catch {
      return null; // launchProblems has reported the broken owner file
    }
  })();
  const config = withSiteRecipient(
    readLeadsConfig(),
    () => site?.contact.email ?? '',
    () => undefined,
  );
  const leads = await checkLeadChannels(
    config,
    site?.leads.readWith ?? 'channels',
    undefined,
    site ? leadsUserAgent(site.business.brandName) : undefined,
  );
  problems.push(...leads.problems);
  passed.push(...leads.passed);
} catch (error) {
  problems.push({
    what: `lead settings: ${(error as Error).message}`,
    where: `the LEAD_* and SMTP_URL variables in .env, and ${SITE_FILE}`,
  } satisfies LaunchProblem);
}
for (const line of passed) console.log(`launch:check: ${line}`);
const agent = await agentLaunchCheck();
if ('problem' in agent) {
  problems.push({
    what: agent.problem,
    where: 'AGENT_WEBHOOK_URL in .env (docs/owner/live-agent.md), or leave it empty for no agent',
  });
}
console[problems.length ? 'error' : 'log'](formatLaunchProblems(problems));
console.log(analyticsStatus());
if ('status' in agent) console.log(agent.status);
process.exit(problems.length ? 1 : 0);
