/**
 * FAQ content: schema, validation and helpers for the /faq page and
 * the questions the home page, /work and the service pages show.
 *
 * The pairs live in `content/faq/<locale>.json`, one file per site language, English first
 * (`content/faq/README.md` describes the layout for editors and translators). Every translation
 * must carry exactly the same topic and question ids, in the same order, as `en.json`. Which
 * questions the other pages show is `content/faq/pages.yaml`, by id, for every language.
 * Articles keep their own questions in their front matter (`blog/front-matter.ts`); every FAQ
 * shares the one entry type, `FaqEntry` (`faq-entry.ts`).
 * Pure logic: the files are read by `faq-content.ts` (scripts, checks) and the `faq` content
 * collection (pages); everything here takes plain data.
 */
import { z } from 'zod';
import { defaultLocale, isLocale, locales, type Locale } from '../../shared/i18n/locales';
import { ContentError, formatFieldPath, parseContent } from '../../shared/content/errors';
import { factPlaceholderProblem, voiceWordings } from './facts';
import type { FaqEntry } from './faq-entry';

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const htmlTag = /<\/?[a-z][^>]*>/i;

const id = z.string().regex(idPattern, 'must be kebab-case (a-z, 0-9 and single hyphens)');

const plainText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters`)
    // The limit holds for the wording of each voice, not for both written side by side.
    .refine(
      (s) => voiceWordings(s).every((w) => w.length <= max),
      `must be at most ${max} characters`,
    )
    .refine((s) => !htmlTag.test(s), 'must be plain text (no HTML tags)')
    .superRefine((s, ctx) => {
      const problem = factPlaceholderProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** One question-and-answer pair (FAQ item: question, answer): a `FaqEntry` with an id. */
export const faqItemSchema = z
  .object({
    /** Stable id, the same in every locale; becomes the `#faq-<id>` anchor. Never change it once published. */
    id,
    /** The question as a visitor would ask it; ends with a question mark. */
    question: plainText(8, 200).refine((s) => s.endsWith('?'), 'must end with "?"'),
    /** Plain-text answer; separate paragraphs with a blank line. */
    answer: plainText(40, 1500),
  })
  .strict() satisfies z.ZodType<FaqEntry & { id: string }>;

/** A group of questions with its own heading and entry in the topic navigation. */
export const faqTopicSchema = z
  .object({
    /** Stable id, the same in every locale; becomes the `#<id>` anchor of the section. */
    id,
    /** Heading of the section and label in the topic navigation. */
    title: plainText(2, 60),
    /** The pairs of this topic, in display order. */
    items: z.array(faqItemSchema).min(1, 'needs at least one question'),
  })
  .strict();

/**
 * One locale's FAQ file:
 * `{ "topics": [ { "id", "title", "items": [ { "id", "question", "answer" } ] } ], "otherPages": [ { "id", "question", "answer" } ] }`.
 */
export const faqFileSchema = z
  .object({
    /** Topics in display order: the /faq page. */
    topics: z.array(faqTopicSchema).min(1, 'needs at least one topic'),
    /** Questions that only other pages show (the home page, /work), picked by `content/faq/pages.yaml`. */
    otherPages: z.array(faqItemSchema).optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Map<string, string>();
    const claim = (value: string, path: (string | number)[], what: string) => {
      const previous = seen.get(value);
      if (previous) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `${what} "${value}" is already used by ${previous}`,
        });
      } else {
        seen.set(value, `${what} at ${formatFieldPath(path.slice(0, -1), file)}`);
      }
    };
    file.topics.forEach((topic, t) => {
      claim(topic.id, ['topics', t, 'id'], 'id');
      topic.items.forEach((item, i) => claim(item.id, ['topics', t, 'items', i, 'id'], 'id'));
    });
    file.otherPages?.forEach((item, i) => claim(item.id, ['otherPages', i, 'id'], 'id'));
  });

export type FaqItem = z.infer<typeof faqItemSchema>;
export type FaqTopic = z.infer<typeof faqTopicSchema>;
export type FaqFile = z.infer<typeof faqFileSchema>;

/**
 * Validates one FAQ file.
 * @param file the path shown in errors, e.g. `content/faq/de.json`
 * @throws ContentError listing every issue as `<file>: <field path>: <problem>`
 * @example parseFaqFile('content/faq/en.json', JSON.parse(text)).topics[0].items[0].question
 */
export function parseFaqFile(file: string, data: unknown): FaqFile {
  return parseContent(file, faqFileSchema, data);
}

/**
 * Lists the structural differences between a translation and the English source: topics and
 * questions must have the same ids in the same order. Returns an empty list when they match.
 */
export function faqParityProblems(
  source: FaqFile,
  target: FaqFile,
  targetFile: string,
  sourceFile: string,
): string[] {
  const problems: string[] = [];
  const sameOrder = (a: string[], b: string[]) =>
    a.length === b.length && a.every((v, i) => v === b[i]);
  const diff = (expected: string[], actual: string[], where: string, what: string) => {
    const before = problems.length;
    for (const missing of expected.filter((v) => !actual.includes(v))) {
      problems.push(
        `${targetFile}: ${where}${what} "${missing}" is missing (it exists in ${sourceFile})`,
      );
    }
    for (const extra of actual.filter((v) => !expected.includes(v))) {
      problems.push(`${targetFile}: ${where}${what} "${extra}" does not exist in ${sourceFile}`);
    }
    if (problems.length === before && !sameOrder(expected, actual)) {
      problems.push(
        `${targetFile}: ${where}${what}s must be in the same order as in ${sourceFile}: ${expected.join(', ')}`,
      );
    }
  };
  diff(
    source.topics.map((t) => t.id),
    target.topics.map((t) => t.id),
    '',
    'topic',
  );
  for (const topic of source.topics) {
    const other = target.topics.find((t) => t.id === topic.id);
    if (!other) continue;
    diff(
      topic.items.map((i) => i.id),
      other.items.map((i) => i.id),
      `topic "${topic.id}": `,
      'question',
    );
  }
  diff(
    (source.otherPages ?? []).map((i) => i.id),
    (target.otherPages ?? []).map((i) => i.id),
    'otherPages: ',
    'question',
  );
  return problems;
}

/** The FAQ of every locale that has a file; English is always present. */
export type FaqByLocale = { [L in Locale]?: FaqFile } & { en: FaqFile };

/**
 * Validates a set of FAQ files keyed by path (as `import.meta.glob` returns them): every file
 * name must be a site locale, English must exist, and every translation must match its ids.
 * @throws ContentError naming the file and field of every problem
 * @example loadFaqFiles({ 'content/faq/en.json': en, 'content/faq/de.json': de }).de
 */
export function loadFaqFiles(files: Record<string, unknown>): FaqByLocale {
  const byLocale: Partial<Record<Locale, { file: string; faq: FaqFile }>> = {};
  const problems: string[] = [];
  for (const [path, data] of Object.entries(files)) {
    const file = path.replace(/^\/+/, '');
    const name =
      file
        .split('/')
        .pop()
        ?.replace(/\.json$/, '') ?? '';
    if (!isLocale(name)) {
      problems.push(
        `${file}: "${name}" is not a site locale; name the file after one of ${locales.join(', ')}`,
      );
      continue;
    }
    try {
      byLocale[name] = { file, faq: parseFaqFile(file, data) };
    } catch (error) {
      problems.push(
        ...(error instanceof ContentError ? error.problems : [(error as Error).message]),
      );
    }
  }
  const source = byLocale[defaultLocale];
  if (!source && problems.length === 0) {
    problems.push(`content/faq/${defaultLocale}.json: the English FAQ file is required`);
  }
  if (source) {
    for (const locale of locales) {
      const target = byLocale[locale];
      if (locale === defaultLocale || !target) continue;
      problems.push(...faqParityProblems(source.faq, target.faq, target.file, source.file));
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return Object.fromEntries(Object.entries(byLocale).map(([l, v]) => [l, v.faq])) as FaqByLocale;
}

/**
 * The file with every title, question and answer passed through `fill`: the pages fill in the
 * owner file's facts (`{agentPrice}`, `{uptime}`) in the page language.
 */
export function mapFaqTexts(faq: FaqFile, fill: (text: string) => string): FaqFile {
  return {
    topics: faq.topics.map((topic) => ({
      ...topic,
      title: fill(topic.title),
      items: topic.items.map((item) => ({
        ...item,
        question: fill(item.question),
        answer: fill(item.answer),
      })),
    })),
    ...(faq.otherPages && {
      otherPages: faq.otherPages.map((item) => ({
        ...item,
        question: fill(item.question),
        answer: fill(item.answer),
      })),
    }),
  };
}

/** Number of question-and-answer pairs in a file. */
export function countFaqItems(faq: FaqFile): number {
  return faq.topics.reduce((sum, topic) => sum + topic.items.length, 0);
}

/**
 * A count that stays true as questions are added: exact below 20, then rounded down to a
 * multiple of 10 (of 50 from 100 on) with a plus, so 113 pairs read '100+' as the spec says.
 * @example faqCountLabel(113) // '100+'
 */
export function faqCountLabel(count: number): string {
  if (count < 20) return String(count);
  const step = count >= 100 ? 50 : 10;
  return `${Math.floor(count / step) * step}+`;
}

/** Paragraphs of an answer (separated by a blank line in the file). */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Every pair of a file in display order (for FAQPage structured data: `faqPageLd` in `seo.ts`). */
export function allFaqItems(faq: FaqFile): FaqItem[] {
  return faq.topics.flatMap((topic) => topic.items);
}

/** Ids of the questions a page shows, in display order; an empty or absent list shows no FAQ. */
const pageIds = z.array(id).max(20).default([]);

/**
 * `content/faq/pages.yaml`: which questions the pages other than /faq show, by id (the same in
 * every language): `{ home: [ids], work: [ids], services: { automation, selfHost, support } }`.
 */
export const faqPagesSchema = z
  .object({
    /** The home page's FAQ (also its FAQPage structured data). */
    home: pageIds,
    /** The FAQ of /work, the AI-agent offer (also its FAQPage structured data). */
    work: pageIds,
    /** The service pages, by service key (`src/lib/services.ts`). */
    services: z
      .object({ automation: pageIds, selfHost: pageIds, support: pageIds })
      .strict()
      .default({ automation: [], selfHost: [], support: [] }),
  })
  .strict();

export type FaqPages = z.infer<typeof faqPagesSchema>;

/** Id of `content/faq/pages.yaml` in the `faq` collection (its other ids are languages). */
export const FAQ_PAGES_ID = 'pages';

/** Every question of a file, /faq topics and `otherPages` alike, by id. */
function questionsById(faq: FaqFile): Map<string, FaqItem> {
  return new Map([...allFaqItems(faq), ...(faq.otherPages ?? [])].map((item) => [item.id, item]));
}

/**
 * Validates `content/faq/pages.yaml` against the English FAQ: every id must name a question
 * (the translations carry the same ids, `faqParityProblems`).
 * @param file the path shown in errors, e.g. `content/faq/pages.yaml`
 * @throws ContentError naming the file and field of every problem
 * @example parseFaqPages('content/faq/pages.yaml', yaml, en).home[0]
 */
export function parseFaqPages(file: string, data: unknown, source: FaqFile): FaqPages {
  const pages = parseContent(file, faqPagesSchema, data);
  const known = questionsById(source);
  const lists: [string, readonly string[]][] = [
    ['home', pages.home],
    ['work', pages.work],
    ...Object.entries(pages.services).map(
      ([key, ids]) => [`services.${key}`, ids] as [string, readonly string[]],
    ),
  ];
  const problems = lists.flatMap(([field, ids]) =>
    ids.flatMap((questionId, i) =>
      known.has(questionId)
        ? []
        : [
            `${file}: ${field}[${i}]: question "${questionId}" does not exist in content/faq/${defaultLocale}.json`,
          ],
    ),
  );
  if (problems.length > 0) throw new ContentError(problems);
  return pages;
}

/**
 * The questions with the given ids, in that order (a page's list from `content/faq/pages.yaml`).
 * @throws Error naming the id when the file has no such question (the loaders check this first)
 */
export function faqItemsById(faq: FaqFile, ids: readonly string[]): FaqItem[] {
  const known = questionsById(faq);
  return ids.map((questionId) => {
    const item = known.get(questionId);
    if (!item) throw new Error(`content/faq: question "${questionId}" is missing`);
    return item;
  });
}
