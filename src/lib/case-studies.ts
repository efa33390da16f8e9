import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '../../shared/i18n/locales';
import { collectProblems, ContentError, parseContent } from '../../shared/content/errors';
import { fileLabel, readDataFile } from '../../shared/node/files';

/**
 * Case studies: what an automation did for one client, with the figures before and after.
 * Laid out like the blog: `content/case-studies/<slug>.yaml` holds the case in English with its
 * figures; `content/case-studies/<lang>/<slug>.yaml` holds the same texts in another language
 * (the figures are written once, in the English file). A language without its file shows the
 * English texts, marked as English. No folder, or an empty one, is no case study: every list,
 * page and link to them is then left out.
 */

/** Default folder of the case studies, relative to the project root. */
export const CASE_STUDIES_DIR = 'content/case-studies';

/** Units a figure may be measured in; each is a unit `Intl.NumberFormat` names in every language. */
export const measureUnits = ['second', 'minute', 'hour', 'day', 'week', 'percent'] as const;
/** Periods a figure may be counted over: `6 hours per week`. */
export const measurePeriods = ['day', 'week', 'month', 'year'] as const;

const measureSchema = z
  .object({
    /** The number, e.g. `6` (decimals allowed: `0.5`). */
    value: z.number().nonnegative().max(1_000_000),
    /** What the number counts: `minute`, `hour`, `day`, `week`, `second` or `percent`. */
    unit: z.enum(measureUnits),
    /** Optional period the number is counted over: `week` makes `6 hours per week`. */
    per: z.enum(measurePeriods).optional(),
  })
  .strict()
  .refine((m) => !(m.unit === 'percent' && m.per), {
    message: 'a percentage has no period ("per")',
    path: ['per'],
  })
  .refine((m) => m.unit !== 'percent' || m.value <= 100, {
    message: 'a percentage is at most 100',
    path: ['value'],
  });

export type Measure = z.infer<typeof measureSchema>;

/** The texts of a case study, in one language. */
const textFields = {
  /** The headline, e.g. "Client reports that write themselves": the page title (60 at most). */
  title: z.string().trim().min(10).max(60),
  /** One sentence for search results and share previews (70-160 characters). */
  description: z.string().trim().min(70).max(160),
  /**
   * Who the client is: their name when they agreed to be named, otherwise an honest descriptor
   * such as "A 12-person marketing agency in Lisbon".
   */
  client: z.string().trim().min(3).max(80),
  /** The client's industry: "Marketing agency". */
  industry: z.string().trim().min(3).max(60),
  /** The problem before the automation, in two to four sentences. */
  problem: z.string().trim().min(40).max(700),
  /** What was built and how it runs now, in two to four sentences. */
  solution: z.string().trim().min(40).max(700),
};

const resultFields = {
  /** What was measured, e.g. "Time spent on client reports". */
  label: z.string().trim().min(3).max(80),
};

/** `content/case-studies/<lang>/<slug>.yaml`: the texts only, results in the English order. */
export const caseStudyTranslationSchema = z
  .object({ ...textFields, results: z.array(z.object(resultFields).strict()).min(1).max(4) })
  .strict();

/** `content/case-studies/<slug>.yaml`: the case in English and its figures. */
export const caseStudySchema = z
  .object({
    /**
     * `true` for an invented example shipped with the site: visitors see it marked as a sample,
     * and `npm run launch:check` lists it. Delete the line once the client confirmed the case.
     */
    sample: z.boolean().default(false),
    /** Position in lists (the home page shows the first three), lowest first. */
    order: z.number().int().min(0),
    /** When the case was published, `YYYY-MM-DD`. */
    date: z.iso.date('must be a date written YYYY-MM-DD'),
    /** The use case it built: a folder name of `content/use-cases`, e.g. `client-reporting`. */
    useCase: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a use-case folder name'),
    /** Optional quote from the client: a file name of `content/testimonials` without `.yaml`. */
    testimonial: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a testimonial file name')
      .optional(),
    /** How many people work at the client: `12`. */
    teamSize: z.number().int().min(1).max(1_000_000),
    /** Time from the first call to the workflow running in production: `{ value: 9, unit: day }`. */
    timeToLive: z
      .object({
        value: z.number().positive().max(365),
        unit: z.enum(['day', 'week']),
      })
      .strict(),
    ...textFields,
    /**
     * One to four measured results, each with its figure before (`baseline`) and after
     * (`result`), so a result is never shown without what it is compared with.
     */
    results: z
      .array(z.object({ ...resultFields, baseline: measureSchema, result: measureSchema }).strict())
      .min(1)
      .max(4),
  })
  .strict();

export type CaseStudyFile = z.infer<typeof caseStudySchema>;
type CaseStudyTexts = z.infer<typeof caseStudyTranslationSchema>;

/** One case study as the site stores it: the figures once, the texts per language. */
export interface CaseStudy extends Omit<CaseStudyFile, keyof typeof textFields | 'results'> {
  /** The file name without `.yaml`, used in URLs: `/case-studies/<slug>`. */
  slug: string;
  /** The figures, in the order of the English file. */
  results: { baseline: Measure; result: Measure }[];
  /** Texts per language; a language without its file has the English texts. */
  text: Record<Locale, CaseStudyTexts>;
  /** The language each language's texts are written in (`en` where a translation is missing). */
  textLocale: Record<Locale, Locale>;
  /** The English file, relative to the project root. */
  file: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const yamlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f) && statSync(path.join(dir, f)).isFile())
        .sort()
    : [];
const slugOf = (file: string) => file.replace(/\.ya?ml$/, '');

/** What the case studies may refer to: the use-case folders and the testimonial ids. */
export interface CaseStudyRefs {
  useCases: readonly string[];
  testimonials: readonly string[];
}

/** The use-case folders and testimonial files of a project, for {@link loadCaseStudies}. */
export function contentRefs(root = process.cwd()): CaseStudyRefs {
  const useCaseDir = path.join(root, 'content/use-cases');
  return {
    useCases: existsSync(useCaseDir)
      ? readdirSync(useCaseDir).filter((d) => statSync(path.join(useCaseDir, d)).isDirectory())
      : [],
    testimonials: yamlFiles(path.join(root, 'content/testimonials')).map(slugOf),
  };
}

/** Display order: `order`, then slug. */
export const compareCaseStudies = (
  a: Pick<CaseStudy, 'order' | 'slug'>,
  b: Pick<CaseStudy, 'order' | 'slug'>,
) => a.order - b.order || a.slug.localeCompare(b.slug);

function readOne(dir: string, file: string, root: string, refs: CaseStudyRefs): CaseStudy {
  const slug = slugOf(file);
  const label = fileLabel(path.join(dir, file), root);
  if (!SLUG.test(slug))
    throw new ContentError([
      `${label}: (file): the name must be a lowercase slug such as "agency-client-reports.yaml"`,
    ]);
  const data = parseContent(label, caseStudySchema, readDataFile(path.join(dir, file), root));
  const problems: string[] = [];
  if (!refs.useCases.includes(data.useCase))
    problems.push(`${label}: useCase: no use case "${data.useCase}" in content/use-cases`);
  if (data.testimonial && !refs.testimonials.includes(data.testimonial))
    problems.push(
      `${label}: testimonial: no testimonial "${data.testimonial}" in content/testimonials`,
    );

  const { title, description, client, industry, problem, solution } = data;
  const english: CaseStudyTexts = {
    ...{ title, description, client, industry, problem, solution },
    results: data.results.map((r) => ({ label: r.label })),
  };
  const text = {} as Record<Locale, CaseStudyTexts>;
  const textLocale = {} as Record<Locale, Locale>;
  for (const locale of locales) {
    const own = path.join(dir, locale, file);
    if (locale === defaultLocale || !existsSync(own)) {
      text[locale] = english;
      textLocale[locale] = defaultLocale;
      continue;
    }
    const ownLabel = fileLabel(own, root);
    try {
      const translated = parseContent(
        ownLabel,
        caseStudyTranslationSchema,
        readDataFile(own, root),
      );
      if (translated.results.length !== data.results.length)
        problems.push(
          `${ownLabel}: results: ${translated.results.length} result(s), but ${label} has ${data.results.length} (one label per result, in the same order)`,
        );
      text[locale] = translated;
      textLocale[locale] = locale;
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length) throw new ContentError(problems);
  return {
    slug,
    sample: data.sample,
    order: data.order,
    date: data.date,
    useCase: data.useCase,
    testimonial: data.testimonial,
    teamSize: data.teamSize,
    timeToLive: data.timeToLive,
    results: data.results.map(({ baseline, result }) => ({ baseline, result })),
    text,
    textLocale,
    file: label,
  };
}

/**
 * Reads and validates every case study of `dir`, sorted by `order`: all problems at once, each
 * `<file>: <field>: <message>`. A missing or empty folder is an empty list. A translation whose
 * English file is missing is reported, so a renamed case leaves no stray file behind.
 * @param dir the folder, relative to `root` unless absolute
 */
export function loadCaseStudies(
  dir: string = CASE_STUDIES_DIR,
  root = process.cwd(),
  refs: CaseStudyRefs = contentRefs(root),
): CaseStudy[] {
  const base = path.resolve(root, dir);
  const english = yamlFiles(base);
  const slugs = new Set(english.map(slugOf));
  const orphans = locales
    .filter((l) => l !== defaultLocale)
    .flatMap((l) =>
      yamlFiles(path.join(base, l))
        .filter((f) => !slugs.has(slugOf(f)))
        .map(
          (f) =>
            `${fileLabel(path.join(base, l, f), root)}: (file): no English case study ${fileLabel(path.join(base, f), root)} to translate`,
        ),
    );
  const { values, problems } = collectProblems(
    english.map((file) => () => readOne(base, file, root, refs)),
  );
  if (problems.length || orphans.length) throw new ContentError([...problems, ...orphans]);
  return values.sort(compareCaseStudies);
}
