import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { missingLegalFields } from './jurisdiction';
import { EU_COUNTRIES } from './vat';
import {
  analyticsProblem,
  DEFAULT_CAL_LINK,
  DEFAULT_COMMUNITY_URL,
  parseUrl,
  PLACEHOLDER_VIDEO_ID,
  readConfig,
  readReleaseConfig,
} from '../../shared/config';
import { SAMPLE_BRAND, sampleFacts, sampleFields, SITE_FILE } from '../../shared/site';
import { getSite, loadSite } from '../../shared/node/site';
import { loadTestimonials } from './testimonials';
import { CASE_STUDIES_DIR, loadCaseStudies } from './case-studies';
import { YOUTUBE_ID } from '../../shared/youtube';

/**
 * What a site must not go live with: every value still at its shipped placeholder,
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

/** Whether a file starts like a PDF (`%PDF-`): an empty file or a renamed page is refused. */
export function isPdf(file: string): boolean {
  if (!existsSync(file)) return false;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    return readSync(fd, head, 0, 5, 0) === 5 && head.toString('latin1') === '%PDF-';
  } finally {
    closeSync(fd);
  }
}

/**
 * What is wrong with the support document, or null: switched on (`business.supportDocument`) it
 * must exist and be a PDF; switched off nothing is needed.
 */
export function supportDocumentProblem(enabled: boolean, root = process.cwd()): string | null {
  if (!enabled) return null;
  const file = path.join(root, SUPPORT_DOCUMENT);
  if (!existsSync(file))
    return `the support document is missing (/work shows 'Support PDF (no content)')`;
  if (!isPdf(file)) return `${SUPPORT_DOCUMENT} is not a PDF (it does not start with %PDF-)`;
  return null;
}

/** The /work link of the support document: '/support.pdf' when it is switched on and a PDF. */
export function supportDocumentHref(root = process.cwd()): string | undefined {
  return getSite().business.supportDocument && isPdf(path.join(root, SUPPORT_DOCUMENT))
    ? '/support.pdf'
    : undefined;
}

const TEXT_FILE = /\.(md|mdx|ya?ml|json|txt|html?|xml|svg|webmanifest|csv)$/i;

/**
 * Files under `dir` (text files only, recursively) that name the sample brand 'Flowcraft', as
 * paths relative to `root`. `content/site.yaml` is left to `sampleFields`.
 */
export function sampleBrandFiles(dir: string, root = process.cwd()): string[] {
  if (!existsSync(dir)) return [];
  const pattern = new RegExp(SAMPLE_BRAND, 'i');
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT_FILE.test(entry.name) && pattern.test(readFileSync(full, 'utf8')))
        found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return found.filter((f) => f !== SITE_FILE).sort();
}

/** Where the built pages of the current release are: `<DIST_DIR or dist>/current/client`. */
export const builtPagesDir = (env: Env, root: string) =>
  path.resolve(root, readReleaseConfig(env).distDir, 'current', 'client');

export interface LaunchOptions {
  /** Also look for the sample brand in the built pages (default true; the build checks its own). */
  builtPages?: boolean;
}

function siteUrlProblem(env: Env): string | null {
  const raw = env.SITE_URL?.trim();
  if (!raw)
    return 'SITE_URL is not set: canonical, sitemap, feed and share URLs point to http://localhost:4321';
  const url = parseUrl(raw);
  if (!url) return `SITE_URL "${raw}" is not a URL`;
  if (['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname))
    return `SITE_URL points to ${url.hostname}`;
  if (url.protocol !== 'https:') return `SITE_URL uses ${url.protocol.slice(0, -1)}, not https`;
  return null;
}

/**
 * A button's link to another site (`COMMUNITY_URL`, `CHECKOUT_URL`) that is not a full https URL:
 * without a scheme the browser reads it as a path of this site (a 404), and `javascript:` or plain
 * http has no place behind a button.
 */
function httpsLinkProblem(name: string, value: string, ifEmpty: string | null): string | null {
  if (!value) return ifEmpty;
  if (parseUrl(value)?.protocol === 'https:') return null;
  return `${name} "${value.slice(0, 80)}" is not a full https:// URL`;
}

/** Every launch problem of the project at `root` with the environment `env`. */
export function launchProblems(
  env: Env = process.env,
  root = process.cwd(),
  options: LaunchOptions = {},
): LaunchProblem[] {
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
      where: `YOUTUBE_VIDEO_ID=<your video id>, or none for no video, in ${envFile}`,
    });
  // Empty (set empty or `none`): no demo video, a valid choice.
  else if (config.youtubeVideoId && !YOUTUBE_ID.test(config.youtubeVideoId))
    problems.push({
      what: `YOUTUBE_VIDEO_ID "${config.youtubeVideoId.slice(0, 80)}" is not a video id (the 11 characters after watch?v= or youtu.be/): /work links a video that does not exist`,
      where: `YOUTUBE_VIDEO_ID=<your video id> in ${envFile}`,
    });
  for (const [name, value, ifEmpty] of [
    [
      'COMMUNITY_URL',
      config.communityUrl,
      'COMMUNITY_URL is empty: the community button would lead back to the page itself',
    ],
    // Empty: 'Purchase Now' leads to the booking page with the purchase topic.
    ['CHECKOUT_URL', config.checkoutUrl, null],
  ] as const) {
    const link = httpsLinkProblem(name, value, ifEmpty);
    if (link) problems.push({ what: link, where: `${name}=https://... in ${envFile}` });
  }
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
    for (const cs of loadCaseStudies(CASE_STUDIES_DIR, root)) {
      if (cs.sample)
        problems.push({
          what: `${cs.file}: the case study "${cs.text.en.title}" is an invented sample (sample: true): its figures are not a real client's`,
          where: `${cs.file}: a real client's case without "sample: true", or delete it with its translations (${CASE_STUDIES_DIR}/<lang>/${cs.slug}.yaml)`,
        });
    }
  } catch (error) {
    problems.push({ what: (error as Error).message, where: `${CASE_STUDIES_DIR}/` });
  }

  let supportDocument = true;
  try {
    const site = loadSite(SITE_FILE, root);
    supportDocument = site.business.supportDocument;
    for (const field of sampleFields(site))
      problems.push({
        what: `${SITE_FILE}: ${field} still holds its sample value`,
        where: `${SITE_FILE}: ${field}`,
      });
    for (const { field, law } of missingLegalFields(site))
      problems.push({
        what: `${SITE_FILE}: ${field} is empty, and ${site.legal.address.country} requires it: ${law}`,
        where: `${SITE_FILE}: ${field}`,
      });
    if (EU_COUNTRIES.has(site.legal.address.country) && !site.facts.vat)
      problems.push({
        what: `${SITE_FILE}: facts.vat is not set: a price in the European Union states whether it includes VAT, and the agent's price says nothing`,
        where: `${SITE_FILE}: facts.vat: included, excluded, or exempt for a small business that charges none`,
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

  problems.push(...termsProblems(config.checkoutUrl, root));

  const support = supportDocumentProblem(supportDocument, root);
  if (support)
    problems.push({
      what: support,
      where: `${SUPPORT_DOCUMENT}: your support terms as a PDF, or business.supportDocument: false in ${SITE_FILE} to show no link`,
    });

  for (const file of sampleBrandFiles(path.join(root, 'content'), root))
    problems.push({
      what: `${file} names the sample brand "${SAMPLE_BRAND}"`,
      where: `${file}: your brand (an article without "author:" is signed with business.brandName)`,
    });
  const built =
    options.builtPages === false ? [] : sampleBrandFiles(builtPagesDir(env, root), root);
  if (built.length)
    problems.push({
      what: `${built.length} built file(s) name the sample brand "${SAMPLE_BRAND}": ${built.slice(0, 3).join(', ')}${built.length > 3 ? ', ...' : ''}`,
      where: `rebuild (npm run build) once ${SITE_FILE} and content/ no longer name "${SAMPLE_BRAND}"`,
    });
  return problems;
}

/** The legal texts' folder (as `LEGAL_DIR` of legal.ts, which loads the markdown renderer). */
const LEGAL_DIR = 'content/legal';

/** Words for a payment page in the six languages' terms (the texts say `{purchasePath}` instead). */
const PAYMENT_PAGE =
  /checkout|payment page|bezahlseite|zahlungsseite|página de pago|página de pagamento|pagina di pagamento|page de paiement/i;

/**
 * Whether the terms of purchase (`content/legal/<lang>/terms.md`) describe the purchase path
 * actually configured: each quotes `{purchasePath}` (the payment page of `CHECKOUT_URL`, or the
 * booking page without one), and none speaks of a payment page while there is none.
 */
export function termsProblems(checkoutUrl: string, root = process.cwd()): LaunchProblem[] {
  const dir = path.join(root, LEGAL_DIR);
  if (!existsSync(dir)) return [];
  const problems: LaunchProblem[] = [];
  for (const lang of readdirSync(dir).sort()) {
    const file = `${LEGAL_DIR}/${lang}/terms.md`;
    if (!existsSync(path.join(root, file))) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!text.includes('{purchasePath}'))
      problems.push({
        what: `${file} does not quote {purchasePath}: the terms must say how 'Purchase Now' sells the agent, and that depends on CHECKOUT_URL`,
        where: `${file}: {purchasePath} in the price and payment section, instead of your own words for the payment`,
      });
    if (!checkoutUrl && PAYMENT_PAGE.test(text))
      problems.push({
        what: `${file} speaks of a payment page ("${PAYMENT_PAGE.exec(text)![0]}"), but CHECKOUT_URL is not set: 'Purchase Now' leads to the booking page`,
        where: `CHECKOUT_URL=https://... (your payment page), or ${file} without the payment page`,
      });
  }
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
