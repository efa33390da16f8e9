import { articlePlaceholderProblem } from './remark-facts';
import { defaultLocale, isLocale, type Locale } from '../../../shared/i18n/locales';
import { splitFrontMatter, type FrontMatterFile } from '../../../shared/content/front-matter';
import { blogErrors, blogFrontMatterSchema, toIsoDay, type BlogFrontMatter } from './front-matter';

/**
 * One blog file checked the way the build reads it: front matter parsed by Astro's own parser,
 * validated by the shared schema, body required. Pure: the caller reads the files.
 */

/** A markdown file of the blog folder: `file` is relative to the folder (`de/my-post.md`). */
export interface BlogSource {
  file: string;
  contents: string;
}

/** A valid article. */
export interface BlogFile {
  /** Path relative to the blog folder, `what-is-n8n-guide.md` or `de/what-is-n8n-guide.md`. */
  file: string;
  /** File name without `.md`. */
  slug: string;
  /** `en` for the folder itself, otherwise the language subfolder. */
  locale: Locale;
  data: BlogFrontMatter;
  /** The markdown after the front matter. */
  body: string;
}

export type BlogFileResult = { ok: true; post: BlogFile } | { ok: false; problems: string[] };

/** Slugs that would collide with routes next to the posts (`/blog/page/2`, `/blog/404`). */
export const reservedSlugs = ['page', '404', 'search'] as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where a file belongs: its slug and language, or why it cannot be a post.
 * @example locateBlogFile('de/what-is-n8n-guide.md') // { slug: 'what-is-n8n-guide', locale: 'de' }
 */
export function locateBlogFile(
  file: string,
): { slug: string; locale: Locale } | { problem: string } {
  const parts = file.split('/');
  const name = parts.at(-1) ?? '';
  const folder = parts.length === 2 ? parts[0] : parts.length === 1 ? defaultLocale : undefined;
  if (!folder || !isLocale(folder) || (parts.length === 2 && folder === defaultLocale)) {
    return {
      problem: `Invalid location: articles go in the blog folder itself (English) or in a language folder (pt, de, es, it, fr)`,
    };
  }
  if (!name.endsWith('.md')) return { problem: 'Invalid file name: blog articles end in .md' };
  const slug = name.slice(0, -3);
  if (!slugPattern.test(slug)) {
    return {
      problem: `Invalid file name: "${slug}" must be lower-case words joined by hyphens, e.g. my-first-workflow.md`,
    };
  }
  if ((reservedSlugs as readonly string[]).includes(slug)) {
    return { problem: `Invalid file name: "${slug}" is reserved for a blog page address` };
  }
  return { slug, locale: folder };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * YAML reads an unquoted `2024-02-30` as a timestamp and rolls it over to March 1st; the
 * text as written is checked so that such a date is reported instead of silently moved.
 */
function rolledOverDate(rawFrontmatter: string, value: unknown): string | undefined {
  if (!(value instanceof Date)) return undefined;
  const written = /^date:[ \t]*(\S+)/m.exec(rawFrontmatter)?.[1];
  return written && isoDay.test(written) && toIsoDay(written) === undefined ? written : undefined;
}

/**
 * Checks one file and returns the article or every problem found in it, each prefixed with
 * the file's path so the author knows where to look.
 */
export function parseBlogSource(source: BlogSource, displayPath = source.file): BlogFileResult {
  return readBlogSource(source, displayPath).result;
}

/**
 * `parseBlogSource` plus the front matter as written (before validation), which the blog's
 * content loader hands to Astro's markdown renderer the way Astro's own glob loader does.
 */
export function readBlogSource(
  source: BlogSource,
  displayPath = source.file,
): { result: BlogFileResult; frontmatter?: Record<string, unknown> } {
  const problems: string[] = [];
  const where = locateBlogFile(source.file);
  if ('problem' in where) problems.push(where.problem);

  if (source.contents.trim() === '') {
    return {
      result: {
        ok: false,
        problems: [...problems, blogErrors.emptyBody].map((p) => `${displayPath}: ${p}`),
      },
    };
  }

  let parsed: FrontMatterFile | undefined;
  try {
    // A file without front matter is checked as one with an empty block: every required field
    // is then named as missing.
    parsed = splitFrontMatter(source.contents) ?? { data: {}, raw: '', body: source.contents };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(blogErrors.badYaml(reason || 'unreadable front matter'));
  }

  const result = parsed ? blogFrontMatterSchema.safeParse(parsed.data) : undefined;
  if (result && !result.success)
    problems.push(...result.error.issues.map((issue) => issue.message));
  const rollover = parsed && rolledOverDate(parsed.raw, parsed.data.date);
  if (rollover) problems.push(blogErrors.badDate(rollover));
  if (parsed && parsed.body.trim() === '') problems.push(blogErrors.emptyBody);
  const placeholder = parsed && articlePlaceholderProblem(parsed.body);
  if (placeholder) problems.push(`body: ${placeholder}`);

  if (problems.length || !parsed || !result?.success || 'problem' in where) {
    return {
      result: { ok: false, problems: problems.map((p) => `${displayPath}: ${p}`) },
      frontmatter: parsed?.data,
    };
  }
  return {
    result: {
      ok: true,
      post: { file: source.file, ...where, data: result.data, body: parsed.body },
    },
    frontmatter: parsed.data,
  };
}

/** Checks a whole folder's files and returns the valid articles and all problems at once. */
export function checkBlogSources(
  sources: BlogSource[],
  displayPath: (file: string) => string = (file) => file,
): { posts: BlogFile[]; problems: string[] } {
  const posts: BlogFile[] = [];
  const problems: string[] = [];
  for (const source of [...sources].sort((a, b) => a.file.localeCompare(b.file))) {
    const result = parseBlogSource(source, displayPath(source.file));
    if (result.ok) posts.push(result.post);
    else problems.push(...result.problems);
  }
  return { posts, problems };
}

/** The message a failed check stops the build with: one line per problem. */
export function formatBlogProblems(problems: string[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `The blog has ${count}:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
