import { z } from 'zod';
import type { FaqEntry } from '../faq-entry';

/**
 * Front matter of a blog article. One schema serves the content
 * collection (`src/content.config.ts`) and `npm run content:check`, so both report the same
 * messages. Unknown fields are errors: a misspelt `dificulty` must not vanish silently.
 */

/** The three levels, coloured green, yellow and red. */
export const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

/** A post without a date sorts as 2024-01-01. */
export const DEFAULT_DATE = '2024-01-01';
/** A post without a category is 'Workflow Automation'. */
export const DEFAULT_CATEGORY = 'Workflow Automation';

/** Longest title and description accepted, so titles fit search results and cards. */
export const TITLE_MAX = 110;
export const DESCRIPTION_MAX = 300;

/** The spec's error texts and the messages for the other fields, each naming its field. */
export const blogErrors = {
  missingTitle: 'Invalid frontmatter: missing title',
  emptyBody: 'Empty response',
  titleTooLong: `Invalid frontmatter: title is longer than ${TITLE_MAX} characters`,
  descriptionTooLong: `Invalid frontmatter: description is longer than ${DESCRIPTION_MAX} characters`,
  badDate: (got: unknown) =>
    `Invalid frontmatter: date must be a calendar date like 2024-01-31 (got ${show(got)})`,
  badUpdated: (got: unknown) =>
    `Invalid frontmatter: updated must be a calendar date like 2026-11-26 (got ${show(got)})`,
  updatedBeforeDate: (updated: string, date: string) =>
    `Invalid frontmatter: updated (${updated}) is earlier than date (${date})`,
  badDifficulty: (got: unknown) =>
    `Invalid frontmatter: difficulty must be one of ${difficulties.join(', ')} (got ${show(got)})`,
  notText: (field: string, got: unknown) =>
    `Invalid frontmatter: ${field} must be text (got ${show(got)})`,
  notBoolean: (field: string, got: unknown) =>
    `Invalid frontmatter: ${field} must be true or false (got ${show(got)})`,
  unknownField: (field: string) =>
    `Invalid frontmatter: unknown field "${field}" (allowed: ${allowedFields.join(', ')})`,
  badFaq: (path: string) =>
    `Invalid frontmatter: ${path} must be a list of entries with a non-empty "question" and "answer"`,
  badYaml: (reason: string) => `Invalid frontmatter: ${reason}`,
} as const;

function show(value: unknown): string {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
  if (value === null || value === undefined) return 'nothing';
  return JSON.stringify(value);
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a front matter date: YAML gives a `Date` for `2024-01-31` and a string when quoted.
 * Returns the date as `YYYY-MM-DD`, or undefined when it is not a real calendar day.
 * @example toIsoDay('2024-02-30') // undefined
 */
export function toIsoDay(value: unknown): string | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const m =
    isoDate.exec(text) ?? /^(\d{4})-(\d{2})-(\d{2})T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!m) return undefined;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const iso = day.toISOString().slice(0, 10);
  return iso === `${m[1]}-${m[2]}-${m[3]}` ? iso : undefined;
}

const text = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'string') {
        ctx.addIssue({
          continue: true,
          code: 'custom',
          message: blogErrors.notText(field, value),
        });
        return z.NEVER;
      }
      const trimmed = value.trim();
      return trimmed === '' ? undefined : trimmed;
    });

/** An optional calendar day (`2024-01-31`, or a YAML date): the ISO day, or undefined when absent. */
const calendarDay = (bad: (got: unknown) => string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      const day = toIsoDay(value);
      if (day) return day;
      ctx.addIssue({ continue: true, code: 'custom', message: bad(value) });
      return z.NEVER;
    });

/** One question of an article (the site's one `FaqEntry`): the article's own, written and translated with it. */
const faqEntry = z
  .object({
    /** The question, shown after 'Q: '. */
    question: z.string().trim().min(1),
    /** The answer, plain text. */
    answer: z.string().trim().min(1),
  })
  .strict() satisfies z.ZodType<FaqEntry>;

const shape = {
  /** Required. The article's heading, page title and card title. */
  title: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '')
      ) {
        ctx.addIssue({
          continue: true,
          code: 'custom',
          message: blogErrors.missingTitle,
        });
        return z.NEVER;
      }
      if (typeof value !== 'string') {
        ctx.addIssue({
          continue: true,
          code: 'custom',
          message: blogErrors.notText('title', value),
        });
        return z.NEVER;
      }
      const title = value.trim();
      if (title.length > TITLE_MAX) {
        ctx.addIssue({
          continue: true,
          code: 'custom',
          message: blogErrors.titleTooLong,
        });
        return z.NEVER;
      }
      return title;
    }),
  /** One or two sentences for the card, the meta description and social previews. */
  description: text('description').superRefine((value, ctx) => {
    if (value && value.length > DESCRIPTION_MAX) {
      ctx.addIssue({
        continue: true,
        code: 'custom',
        message: blogErrors.descriptionTooLong,
      });
    }
  }),
  /** Who wrote it, shown on the card and the post. */
  author: text('author'),
  /** Free text such as "8 min read". */
  readTime: text('readTime'),
  /** Beginner, Intermediate or Advanced (badge green, yellow, red). */
  difficulty: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'string' && (difficulties as readonly string[]).includes(value.trim())) {
        return value.trim() as Difficulty;
      }
      ctx.addIssue({
        continue: true,
        code: 'custom',
        message: blogErrors.badDifficulty(value),
      });
      return z.NEVER;
    }),
  /** Publication day, `YYYY-MM-DD`; default 2024-01-01. Newest posts are listed first. */
  date: calendarDay(blogErrors.badDate).transform((day) => day ?? DEFAULT_DATE),
  /**
   * Optional day of the last substantial revision, `YYYY-MM-DD`, not before `date`: the article
   * shows "Updated" with it and its structured data `dateModified`. The list still
   * sorts by `date`.
   */
  updated: calendarDay(blogErrors.badUpdated),
  /** Workflow Automation (default), n8n Wiki, Tutorial, Integration, or your own. */
  category: text('category').transform((value) => value ?? DEFAULT_CATEGORY),
  /** Optional questions and answers, shown as 'Frequently Asked Questions' and as FAQPage data. */
  faq: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      const parsed = z.array(faqEntry).min(1).safeParse(value);
      if (!parsed.success) {
        const at = parsed.error.issues[0]?.path ?? [];
        const path = at.length ? `faq[${String(at[0])}]${at[1] ? `.${String(at[1])}` : ''}` : 'faq';
        ctx.addIssue({
          continue: true,
          code: 'custom',
          message: blogErrors.badFaq(path),
        });
        return z.NEVER;
      }
      return parsed.data;
    }),
  /** Optional share image for social previews: a path under `public/` or an https URL. */
  image: text('image'),
  /**
   * Translations only: the version of the English article this one was made from (set by
   * `npm run blog:stamp`). When the English body changes, the translation shows as outdated.
   */
  sourceHash: text('sourceHash'),
  /** Set by `npm run blog:translate` on a machine draft; readers see a notice until an editor removes it. */
  machineTranslated: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'boolean') return value;
      ctx.addIssue({
        continue: true,
        code: 'custom',
        message: blogErrors.notBoolean('machineTranslated', value),
      });
      return z.NEVER;
    }),
};

const allowedFields = Object.keys(shape);

/** The schema of a blog article's front matter, with the spec's defaults. */
export const blogFrontMatterSchema = z
  .object(shape)
  .loose()
  .superRefine((data, ctx) => {
    if (data.updated && data.date && data.updated < data.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['updated'],
        message: blogErrors.updatedBeforeDate(data.updated, data.date),
      });
    }
    for (const key of Object.keys(data)) {
      if (!allowedFields.includes(key)) {
        ctx.addIssue({
          continue: true,
          code: 'custom',
          path: [key],
          message: blogErrors.unknownField(key),
        });
      }
    }
  })
  .transform(
    ({
      title,
      description,
      author,
      readTime,
      difficulty,
      date,
      updated,
      category,
      faq,
      image,
      sourceHash,
      machineTranslated,
    }) => ({
      title,
      description,
      author,
      readTime,
      difficulty,
      date,
      updated,
      category,
      faq,
      image,
      sourceHash,
      machineTranslated,
    }),
  );

export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;
