import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { locales, type Locale } from '../../../shared/i18n/locales';
import { workflowApps } from './node-types';
import { stepNodes } from './layout';
import { ContentError, parseContent } from '../../../shared/content/errors';
import { readDataFile } from '../../../shared/node/files';
import { parseWorkflowJson, type N8nWorkflow } from './schema';
import { savingsLimits, savingsPeriods } from '../../../shared/savings';

/**
 * Use cases live in `content/use-cases/<slug>/`, one folder each:
 * - `workflow.json`: the n8n export, exactly as n8n imports it (validated by `workflowSchema`);
 * - `card.yaml`: order, icon, optional link, and per locale the title, description and one
 *   label per workflow node (used in the diagram and its text alternative).
 * Adding a folder adds a card; a broken file stops the build with a message naming it.
 */

/** Card icons available to `card.yaml` (drawn by `src/components/use-cases/use-case-icon.tsx`). */
export const useCaseIcons = [
  'target',
  'chart',
  'receipt',
  'lifebuoy',
  'megaphone',
  'handshake',
  'sync',
  'pulse',
] as const;
export type UseCaseIcon = (typeof useCaseIcons)[number];

const textSchema = z
  .object({
    /** Card title, e.g. "Lead capture and routing to your CRM". */
    title: z.string().trim().min(3).max(80),
    /** One or two sentences: the problem and what the workflow does about it. */
    description: z.string().trim().min(20).max(320),
    /** One label per node of the workflow, keyed by the node's exact `name`. */
    steps: z.record(z.string(), z.string().trim().min(1).max(60)),
  })
  .strict();

export const cardSchema = z
  .object({
    /** Position in lists, lowest first. */
    order: z.number().int().min(0),
    /** One of `useCaseIcons`. */
    icon: z.enum(useCaseIcons),
    /** Optional site path the card links to, e.g. `/services/n8n-workflow-automation`. */
    href: z
      .string()
      .regex(/^\/[a-z0-9/-]*$/, 'href must be a site path such as /services')
      .optional(),
    /**
     * The savings calculator's preset for this use case: how often the task runs (`runs` per
     * `per`), the minutes a person spends on it each time, and the share the workflow takes over.
     */
    savings: z
      .object({
        /** How often the task runs per `per`: `40`. */
        runs: z.number().int().min(savingsLimits.runs.min).max(savingsLimits.runs.max),
        /** `week` or `month`. */
        per: z.enum(savingsPeriods),
        /** Minutes a person spends on it each time: `6`. */
        minutes: z.number().min(savingsLimits.minutes.min).max(savingsLimits.minutes.max),
        /** The share of that time the workflow takes over, in percent: `90`. */
        automatedPercent: z
          .number()
          .int()
          .min(savingsLimits.automatedPercent.min)
          .max(savingsLimits.automatedPercent.max),
      })
      .strict(),
    /** Texts for every site language. */
    text: z.object(
      Object.fromEntries(locales.map((l) => [l, textSchema])) as Record<Locale, typeof textSchema>,
    ),
  })
  .strict();

export type UseCaseCard = z.infer<typeof cardSchema>;
export type UseCaseText = z.infer<typeof textSchema>;

export interface UseCase {
  /** Folder name, used in URLs. */
  slug: string;
  order: number;
  icon: UseCaseIcon;
  href?: string;
  /** The savings calculator's preset (`card.yaml` `savings`). */
  savings: UseCaseCard['savings'];
  workflow: N8nWorkflow;
  /** The export file's text, served unchanged as the download. */
  workflowJson: string;
  text: Record<Locale, UseCaseText>;
  /** Tools the workflow talks to (`['HubSpot', 'Slack']`). */
  apps: string[];
  /** Paths of the two files, relative to the project root. */
  files: { workflow: string; card: string };
}

const secretPatterns: Array<[RegExp, string]> = [
  [/\bsk-[A-Za-z0-9_-]{20,}/, 'an OpenAI-style API key'],
  [/\bxox[abprs]-[A-Za-z0-9-]{10,}/, 'a Slack token'],
  [/\bpat-[a-z0-9]{2,4}-[0-9a-f-]{20,}/, 'a HubSpot private app token'],
  [/\bAKIA[0-9A-Z]{16}\b/, 'an AWS access key'],
  [/\bgh[pousr]_[A-Za-z0-9]{30,}/, 'a GitHub token'],
  [/\b(sk|rk)_live_[A-Za-z0-9]{10,}/, 'a Stripe secret key'],
  [/\bwhsec_[A-Za-z0-9]{10,}/, 'a webhook signing secret'],
  [/Bearer\s+[A-Za-z0-9._~+/-]{20,}/, 'a bearer token'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a private key'],
];
const secretKeys =
  /^(password|passwd|apiKey|api_key|secret|clientSecret|client_secret|accessToken|access_token|token|privateKey)$/i;

/**
 * Problems that make a workflow unfit for publishing: `credentials` on a node, or strings that
 * look like keys, tokens or passwords. Returns human-readable findings (empty when clean).
 */
export function findPublishingProblems(workflow: N8nWorkflow): string[] {
  const problems: string[] = [];
  workflow.nodes.forEach((node, i) => {
    if (node.credentials !== undefined) {
      problems.push(`nodes.${i} ("${node.name}"): remove "credentials" before publishing`);
    }
  });
  const visit = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      for (const [re, what] of secretPatterns) {
        if (re.test(value)) problems.push(`${at}: looks like ${what}`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${at}.${i}`));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const here = `${at}.${k}`;
        if (secretKeys.test(k) && typeof v === 'string' && v !== '' && !v.startsWith('=')) {
          problems.push(`${here}: a literal secret value; use n8n credentials instead`);
        }
        visit(v, here);
      }
    }
  };
  workflow.nodes.forEach((node, i) => visit(node.parameters, `nodes.${i}.parameters`));
  return problems;
}

/** Checks that every locale labels exactly the workflow's nodes. */
function checkStepLabels(card: UseCaseCard, workflow: N8nWorkflow): string[] {
  const names = stepNodes(workflow).map((n) => n.name);
  const problems: string[] = [];
  for (const locale of locales) {
    const steps = card.text[locale].steps;
    const missing = names.filter((n) => !(n in steps));
    const unknown = Object.keys(steps).filter((k) => !names.includes(k));
    if (missing.length) {
      problems.push(
        `text.${locale}.steps: missing a label for node(s) ${missing.map((n) => `"${n}"`).join(', ')}`,
      );
    }
    if (unknown.length) {
      problems.push(
        `text.${locale}.steps: no node named ${unknown.map((n) => `"${n}"`).join(', ')} in workflow.json`,
      );
    }
  }
  return problems;
}

/**
 * Reads one use-case folder and validates both files. Throws an `Error` whose message names
 * the file and every problem.
 */
export function loadUseCase(folder: string, root = process.cwd()): UseCase {
  const slug = path.basename(folder);
  const rel = (p: string) => path.relative(root, p) || p;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentError([
      `${rel(folder)}: (folder): name must be a lowercase slug like "lead-routing"`,
    ]);
  }
  const workflowFile = path.join(folder, 'workflow.json');
  const cardFile = path.join(folder, 'card.yaml');
  for (const file of [workflowFile, cardFile]) {
    if (!existsSync(file)) throw new ContentError([`${rel(file)}: (file): file is missing`]);
  }

  const workflowJson = readFileSync(workflowFile, 'utf8');
  const workflow = parseWorkflowJson(workflowJson, rel(workflowFile));
  const publishing = findPublishingProblems(workflow);
  if (publishing.length) {
    throw new ContentError(
      publishing.map((p) => `${rel(workflowFile)}: ${p} (not safe to publish)`),
    );
  }
  const card = parseContent(rel(cardFile), cardSchema, readDataFile(cardFile, root));
  const labelProblems = checkStepLabels(card, workflow);
  if (labelProblems.length) {
    throw new ContentError(labelProblems.map((p) => `${rel(cardFile)}: ${p}`));
  }

  return {
    slug,
    order: card.order,
    icon: card.icon,
    href: card.href,
    savings: card.savings,
    workflow,
    workflowJson,
    text: card.text,
    apps: workflowApps(stepNodes(workflow)),
    files: { workflow: rel(workflowFile), card: rel(cardFile) },
  };
}

/** Display order of the use cases: `order`, then slug. */
export const compareUseCases = (a: UseCase, b: UseCase) =>
  a.order - b.order || a.slug.localeCompare(b.slug);

/** Default location of the use-case folders. */
export const defaultUseCasesDir = path.resolve(process.cwd(), 'content/use-cases');

/**
 * Loads and validates every use case, sorted by `order` (then slug). Throws on the first
 * broken folder, naming the file and the problem, so a bad file stops the build. A missing
 * folder is an empty list (git keeps no empty folder): the pages then show no use cases.
 */
export function loadUseCases(dir = defaultUseCasesDir, root = process.cwd()): UseCase[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((entry) => !entry.startsWith('.') && statSync(path.join(dir, entry)).isDirectory())
    .sort()
    .map((entry) => loadUseCase(path.join(dir, entry), root))
    .sort(compareUseCases);
}
