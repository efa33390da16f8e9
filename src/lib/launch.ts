import { existsSync } from 'node:fs';
import path from 'node:path';
import { analyticsProblem } from './analytics/config';
import {
  DEFAULT_CAL_LINK,
  DEFAULT_COMMUNITY_URL,
  PLACEHOLDER_VIDEO_ID,
  readConfig,
} from './config';
import { loadSite, sampleFacts, sampleFields, SITE_FILE } from './site';
import { loadTestimonials } from './testimonials';

/**
 * What a site must not go live with (issue 11 §1): every value still at its shipped placeholder,
 * each with where to change it. `npm run launch:check` prints the list and exits 1 while it is
 * not empty; `npm run build:production` refuses to build; other builds print it as a warning.
 */

/** The support document linked from /work ('Support PDF'); the build copies it to `/support.pdf`. */
export const SUPPORT_DOCUMENT = 'content/support.pdf';

export interface LaunchProblem {
  /** What is still a placeholder. */
  what: string;
  /** Where to change it. */
  where: string;
}

type Env = Record<string, string | undefined>;

function siteUrlProblem(env: Env): string | null {
  const raw = env.SITE_URL?.trim();
  if (!raw)
    return 'SITE_URL is not set: canonical, sitemap, feed and share URLs point to http://localhost:4321';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `SITE_URL "${raw}" is not a URL`;
  }
  if (['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname))
    return `SITE_URL points to ${url.hostname}`;
  if (url.protocol !== 'https:') return `SITE_URL uses ${url.protocol.slice(0, -1)}, not https`;
  return null;
}

/** Every launch problem of the project at `root` with the environment `env`. */
export function launchProblems(env: Env = process.env, root = process.cwd()): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  const envFile = '.env (or the environment of the build)';
  const analytics = analyticsProblem(env);
  if (analytics)
    problems.push({
      what: analytics,
      where: `ANALYTICS_PROVIDER, ANALYTICS_HOST and ANALYTICS_SITE_ID in ${envFile} (or leave ANALYTICS_PROVIDER empty)`,
    });
  const config = readConfig(analytics ? { ...env, ANALYTICS_PROVIDER: '' } : env);
  const siteUrl = siteUrlProblem(env);
  if (siteUrl)
    problems.push({ what: siteUrl, where: `SITE_URL=https://your-domain in ${envFile}` });
  if (config.calLink === DEFAULT_CAL_LINK)
    problems.push({
      what: `CAL_LINK is the sample calendar "${DEFAULT_CAL_LINK}"`,
      where: `CAL_LINK=<your Cal.com user/event> in ${envFile}`,
    });
  if (config.youtubeVideoId === PLACEHOLDER_VIDEO_ID)
    problems.push({
      what: `YOUTUBE_VIDEO_ID is the placeholder "${PLACEHOLDER_VIDEO_ID}" (/work shows a notice instead of the demo video)`,
      where: `YOUTUBE_VIDEO_ID=<your video id> in ${envFile}`,
    });
  if (config.communityUrl === DEFAULT_COMMUNITY_URL)
    problems.push({
      what: `COMMUNITY_URL is n8n's own Discord (${DEFAULT_COMMUNITY_URL}), not yours`,
      where: `COMMUNITY_URL=<your community link> in ${envFile}`,
    });

  try {
    for (const t of loadTestimonials(path.join(root, 'content/testimonials'), root)) {
      if (t.sample)
        problems.push({
          what: `${t.file}: the testimonial of "${t.name}" is an invented sample (sample: true)`,
          where: `${t.file}: a real client's quote without "sample: true", or delete the file`,
        });
    }
  } catch (error) {
    problems.push({ what: (error as Error).message, where: 'content/testimonials/' });
  }

  try {
    const site = loadSite(SITE_FILE, root);
    for (const field of sampleFields(site))
      problems.push({
        what: `${SITE_FILE}: ${field} still holds its sample value`,
        where: `${SITE_FILE}: ${field}`,
      });
    for (const field of sampleFacts(site))
      problems.push(
        field === 'facts.agent'
          ? {
              what: `${SITE_FILE}: ${field}: the agent offer (what the price includes, delivery, support) is a proposal you have not confirmed; /work, the FAQ and the terms of purchase state it`,
              where: `${SITE_FILE}: ${field}: your offer, then delete "sample: true" (have the terms of purchase reviewed)`,
            }
          : {
              what: `${SITE_FILE}: ${field} is a claim about your track record marked as a sample; the pages state it as a fact`,
              where: `${SITE_FILE}: ${field}: your real figure as a plain number (without "sample: true")`,
            },
      );
  } catch (error) {
    problems.push({ what: (error as Error).message, where: SITE_FILE });
  }

  if (!existsSync(path.join(root, SUPPORT_DOCUMENT)))
    problems.push({
      what: `the support document is missing (/work shows 'Support PDF (no content)')`,
      where: `${SUPPORT_DOCUMENT}: your support terms as a PDF`,
    });
  return problems;
}

/** The list as the scripts print it. */
export function formatLaunchProblems(problems: readonly LaunchProblem[]): string {
  if (!problems.length) return 'launch:check: nothing left at a placeholder; ready to launch.';
  return [
    `launch:check: ${problems.length} value(s) still at a placeholder:`,
    ...problems.map((p) => `  - ${p.what}\n      change: ${p.where}`),
  ].join('\n');
}
