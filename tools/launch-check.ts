/**
 * `npm run launch:check`: lists every value still at its shipped placeholder (deployment
 * variables, sample testimonials, sample owner-file fields, the support document) with where to
 * change it, then proves each configured lead channel (a signed test lead to the webhook, a login
 * to the SMTP server). Exits 1 while any problem remains. Reads `.env` like the build.
 */
import { analyticsStatus } from '../src/lib/analytics/provider';
import { readLeadsConfig } from '../shared/config';
import { loadEnvFile } from '../shared/env';
import { loadSite, SITE_FILE } from '../shared/site';
import { formatLaunchProblems, launchProblems, type LaunchProblem } from '../src/lib/launch';
import { withSiteRecipient } from '../server/leads/channels';
import { checkLeadChannels } from './lib/leads/channel-check';

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
  const leads = await checkLeadChannels(config, site?.leads.readWith ?? 'channels');
  problems.push(...leads.problems);
  passed.push(...leads.passed);
} catch (error) {
  problems.push({
    what: `lead settings: ${(error as Error).message}`,
    where: `the LEAD_* and SMTP_URL variables in .env, and ${SITE_FILE}`,
  } satisfies LaunchProblem);
}
for (const line of passed) console.log(`launch:check: ${line}`);
console[problems.length ? 'error' : 'log'](formatLaunchProblems(problems));
console.log(analyticsStatus());
process.exit(problems.length ? 1 : 0);
