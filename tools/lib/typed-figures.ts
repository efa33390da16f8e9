/**
 * Typed figures: a number written into copy that the owner file (`content/site.yaml`) already
 * holds as a fact, such as "30-minute call" beside `consultation.minutes: 30`. Such a copy goes
 * stale the day the owner changes the fact, so `npm run content:check` reports each one with the
 * placeholder to write instead (`{consultationMinutes}`), naming the file and the field.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FactName } from '../../src/lib/facts';
import type { BlogFile } from '../../src/lib/blog/source';
import { withoutCodeBlocks } from '../../src/lib/blog/summary';
import { ContentError } from '../../shared/content/errors';
import { parseDataText } from '../../shared/content/files';
import { fileLabel } from '../../shared/node/files';
import type { Site } from '../../shared/site';

/** One way a fact can be typed into copy, in any of the site's six languages. */
export interface FigureRule {
  fact: FactName;
  /** Matches the typed figure (global, case-insensitive). */
  pattern: RegExp;
  /** When set, the sentence around the figure must also match, or it is another number. */
  context?: RegExp;
}

/** A typed figure found in one text. */
export interface TypedFigure {
  fact: FactName;
  /** The words as typed: '30-minute', 'more than 400 built-in integrations'. */
  text: string;
}

const escape = (n: number) => String(n).replace('.', '[.,]');
/** A figure not glued to other digits or to a placeholder's brace. */
const num = (n: number) => `(?<![\\d.,{])${escape(n)}(?![\\d])`;

const MINUTE_UNITS = 'minutes?|min\\b|minutos|minuti|minuten|minütig\\w*';
/** Words that say a sentence is about the free consultation (all six languages). */
const CONSULTATION =
  /consult|\bcall\b|gespräch|beratung|conversa|chamada|llamada|consulta|chiamata|consulenza|appel|échange|\bmeet/i;
const INTEGRATION_UNITS =
  'integrations?|nodes|integrationen|integrações|nós|integraciones|nodos|integrazioni|nodi|intégrations|nœuds';
const MORE_THAN = 'more than|over|mehr als|über|mais de|más de|più di|oltre|plus de|de plus de';
const UP_TO = "up to|bis zu|até|hasta(?: un)?|fino al?|jusqu[’']à";
const S = '[\\s\\u00a0]+';
const SP = '[\\s\\u00a0]?';
/** 'Round the clock' in the six languages: the promise the owner states once, as {monitoring}. */
const ROUND_THE_CLOCK = [
  '24/7',
  `24${SP}h${SP}/${SP}24`,
  `24(?:[\\s\\u00a0-]+)(?:hours?|horas|ore|stunden)(?:${S}(?:por${S}dia|al${S}día|su${S}24|a${S}day))?`,
  `(?:a)?round[\\s-]the[\\s-]clock`,
  `rund${S}um${S}die${S}uhr`,
  'ininterrumpid[ao]s?',
  `a${S}(?:cualquier|qualquer)${S}hora`,
  `a${S}qualsiasi${S}ora`,
  `à${S}toute${S}heure`,
  `(?:day${S}and${S}night|jour${S}et${S}nuit|día${S}y${S}noche|dia${S}e${S}noite|giorno${S}e${S}notte|tag${S}und${S}nacht)`,
  `(?:non-stop|en${S}continu|ininterrott[ao]|ininterrupt[ao])`,
].join('|');
/** Watching words: a round-the-clock phrase beside one of them promises the monitoring. */
const WATCHING =
  'monitor\\p{L}*|watch\\p{L}*|überwach\\p{L}*|vigil\\p{L}*|sorvegli\\p{L}*|surveill\\p{L}*|supervis\\p{L}*|acompanh\\p{L}*';
/** Monitoring as a noun, after a round-the-clock phrase ('24/7 monitoring'). */
const MONITORING_NOUNS =
  'monitoring|monitoramento|monitorización|monitoraggio|supervision|überwachung|surveillance';

/**
 * The typed forms of the owner's facts that copy must quote as placeholders, built from the
 * current values (a figure that is not the fact's value is someone else's number).
 * @example figureRules(getSite()).map((r) => r.fact) // ['consultationMinutes', 'integrations', ...]
 */
export function figureRules(site: Site): FigureRule[] {
  const f = site.facts;
  const rule = (fact: FactName, source: string, context?: RegExp): FigureRule => ({
    fact,
    pattern: new RegExp(source, 'giu'),
    ...(context ? { context } : {}),
  });
  const price = f.agent.price.amount;
  return [
    rule(
      'consultationMinutes',
      `${num(f.consultation.minutes)}(?:[\\s\\u00a0-]|-?)(?:${MINUTE_UNITS})`,
      CONSULTATION,
    ),
    rule(
      'integrations',
      `(?:${num(f.claims.integrations)}\\+|(?:${MORE_THAN})\\s+${num(f.claims.integrations)})` +
        `[\\s\\u00a0]+(?:[\\p{L}-]+[\\s\\u00a0]+)?(?:${INTEGRATION_UNITS})(?!\\p{L})`,
    ),
    rule('uptime', `${num(f.claims.uptimeTargetPercent)}[\\s\\u00a0]?%`),
    rule(
      'agentPrice',
      `(?:US\\$|USD|\\$)[\\s\\u00a0]?${num(price)}|${num(price)}[\\s\\u00a0]?(?:US\\$|\\$|USD|dollars?)`,
    ),
    rule(
      'reduction',
      `(?:${UP_TO})[\\s\\u00a0]*[−-]?[\\s\\u00a0]*${num(f.claims.manualTaskReductionPercent.value)}[\\s\\u00a0]?%`,
    ),
    rule(
      'automations',
      `${num(f.claims.automationsDelivered.value)}\\+[\\s\\u00a0]+(?:automations|automatisierungen|automações|automatizaciones|automazioni|automatisations)`,
    ),
    // The monitoring promise is a phrase of the owner file, not a number: a watching word with a
    // round-the-clock phrase a few words on ('We watch your workflows around the clock'), or the
    // phrase before the noun ('24/7 monitoring'). The error workflow's automated alerts
    // ('alerts you round the clock') are what the agent's terms define, and are left alone.
    rule(
      'monitoring',
      `(?<!\\p{L})(?:(?:${WATCHING})(?:[\\s\\u00a0,]+[\\p{L}\\d'’-]+){0,5}?[\\s\\u00a0,]+(?:${ROUND_THE_CLOCK})` +
        `|(?:${ROUND_THE_CLOCK})[\\s\\u00a0-]+(?:\\p{L}+[\\s\\u00a0]+)?(?:${MONITORING_NOUNS}))(?!\\p{L})`,
    ),
    rule(
      'clients',
      `${num(f.claims.clients.value)}\\+[\\s\\u00a0]+(?:clients|kunden|clientes|clienti)`,
    ),
  ];
}

/** The sentence of `text` around index `at` (for rules that need a context word). */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('\n', at)) + 1;
  const ends = ['. ', '\n'].map((s) => text.indexOf(s, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

/**
 * The typed figures of one text, in order of appearance.
 * @example findTypedFigures('Book a free 30-minute call', rules) // [{ fact: 'consultationMinutes', text: '30-minute' }]
 */
export function findTypedFigures(text: string, rules: FigureRule[]): TypedFigure[] {
  const found: { at: number; figure: TypedFigure }[] = [];
  for (const r of rules) {
    for (const match of text.matchAll(r.pattern)) {
      if (r.context && !r.context.test(sentenceAround(text, match.index))) continue;
      found.push({ at: match.index, figure: { fact: r.fact, text: match[0] } });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((x) => x.figure);
}

/** Markdown prose: code blocks, inline code and comments hold no copy a visitor reads as ours. */
function markdownProse(body: string): string {
  return withoutCodeBlocks(body)
    .replace(/(`+)[\s\S]*?\1/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

/** Every string of a parsed JSON or YAML value with its field path (`a.b[2].c`). */
function* strings(value: unknown, at = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* strings(v, `${at}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* strings(v, at ? `${at}.${k}` : k);
  }
}

function problem(label: string, field: string, figure: TypedFigure): string {
  return (
    `${label}: ${field}: "${figure.text}" types the fact {${figure.fact}} of content/site.yaml; ` +
    `write {${figure.fact}} so the text follows the owner file`
  );
}

/**
 * Catalog messages that ARE a fact's default wording, used when the owner file leaves the fact
 * out ('24/7 monitoring' for {monitoring}): the one place the words are meant to be typed.
 */
const FACT_DEFAULTS = new Set(['owner.monitoring']);

/** Problems for the strings of one parsed file. */
function typedFigureProblems(label: string, data: unknown, rules: FigureRule[]): string[] {
  const problems: string[] = [];
  for (const [field, text] of strings(data)) {
    if (FACT_DEFAULTS.has(field)) continue;
    for (const figure of findTypedFigures(text, rules))
      problems.push(problem(label, field, figure));
  }
  return problems;
}

/** Problems for blog articles: title, description, FAQ and the prose of the body. */
function blogTypedFigureProblems(
  posts: BlogFile[],
  label: (file: string) => string,
  rules: FigureRule[],
): string[] {
  return posts.flatMap((post) => [
    ...typedFigureProblems(label(post.file), post.data, rules),
    ...findTypedFigures(markdownProse(post.body), rules).map((f) =>
      problem(label(post.file), 'body', f),
    ),
  ]);
}

async function filesUnder(dir: string, ext: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Problems for the visitor-facing texts outside the blog: the catalogs, the service-page lists,
 * the FAQ, the use cases, the case studies and the legal pages (testimonials are the clients' own
 * words).
 */
async function siteTypedFigureProblems(root: string, rules: FigureRule[]): Promise<string[]> {
  const files = [
    ...(await filesUnder(path.join(root, 'src/i18n/messages'), /\.json$/)),
    ...(await filesUnder(path.join(root, 'content/faq'), /\.json$/)),
    ...(await filesUnder(path.join(root, 'content/pages'), /\.ya?ml$/)),
    ...(await filesUnder(path.join(root, 'content/use-cases'), /\.ya?ml$/)),
    ...(await filesUnder(path.join(root, 'content/case-studies'), /\.ya?ml$/)),
    ...(await filesUnder(path.join(root, 'content/legal'), /\.md$/)),
  ];
  const problems: string[] = [];
  for (const file of files) {
    const label = fileLabel(file, root);
    const text = await readFile(file, 'utf8');
    if (file.endsWith('.md')) {
      for (const f of findTypedFigures(markdownProse(text), rules))
        problems.push(problem(label, 'body', f));
      continue;
    }
    let data: unknown;
    try {
      data = parseDataText(text, label);
    } catch (error) {
      problems.push(...(error instanceof ContentError ? error.problems : [String(error)]));
      continue;
    }
    problems.push(...typedFigureProblems(label, data, rules));
  }
  return problems;
}

/**
 * All typed figures of the site for `npm run content:check`: the blog's articles (already read
 * and validated) and every other visitor-facing text under `root`.
 */
export async function contentFigureProblems(
  root: string,
  posts: BlogFile[],
  label: (file: string) => string,
  site: Site,
): Promise<string[]> {
  const rules = figureRules(site);
  return [
    ...blogTypedFigureProblems(posts, label, rules),
    ...(await siteTypedFigureProblems(root, rules)),
  ];
}
