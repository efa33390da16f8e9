import { blogFileLabel, readBlogSources } from '../../../src/lib/blog/files';
import { renderBlogMarkdown } from '../../../src/lib/blog/render';
import { checkBlogSources, type BlogFile } from '../../../src/lib/blog/source';
import { readingMinutes, WORDS_PER_MINUTE } from '../../../src/lib/blog/summary';
import { MAX_DESCRIPTION, MAX_TITLE } from '../../../src/lib/meta-limits';

export interface ContentCheckResult {
  posts: BlogFile[];
  /** Every problem, each starting with the file's path. Empty when the folder is valid. */
  problems: string[];
  /** Doubtful but valid values (a set `readTime` far from the words), each naming its file. */
  warnings: string[];
}

/**
 * A warning when a post's own `readTime` is off by more than half from the minutes its words
 * take, else undefined. A value without a number is left alone.
 */
export function readTimeWarning(post: BlogFile, label: string): string | undefined {
  const set = Number(/\d+/.exec(post.data.readTime ?? '')?.[0]);
  if (!set) return undefined;
  const computed = readingMinutes(post.body);
  if (Math.abs(set - computed) <= computed / 2) return undefined;
  return (
    `${label}: readTime: '${post.data.readTime}' is off by more than half from the ` +
    `${computed} min its words take at ${WORDS_PER_MINUTE} a minute; remove the field to ` +
    'let the site compute it'
  );
}

/**
 * Warnings when a title or description is longer than search results show (60 and
 * 160 characters); the page still builds, its `<title>` then leaves out the brand.
 */
export function lengthWarnings(post: BlogFile, label: string): string[] {
  const warnings: string[] = [];
  const title = [...post.data.title].length;
  const description = [...(post.data.description ?? '')].length;
  if (title > MAX_TITLE) {
    warnings.push(`${label}: title: ${title} characters; search results show about ${MAX_TITLE}`);
  }
  if (description > MAX_DESCRIPTION) {
    warnings.push(
      `${label}: description: ${description} characters; search results show about ${MAX_DESCRIPTION}`,
    );
  }
  return warnings;
}

/**
 * `npm run content:check`: every file of the blog folder validated and rendered through the
 * site's markdown pipeline, all problems collected (nothing is silently dropped).
 * @param render renders a body; a throw becomes a problem naming the file
 */
export async function checkBlogFolder(
  dir: string,
  {
    root = process.cwd(),
    render = renderBlogMarkdown,
  }: { root?: string; render?: (md: string) => Promise<unknown> } = {},
): Promise<ContentCheckResult> {
  const label = (file: string) => blogFileLabel(dir, file, root);
  const { posts, problems } = checkBlogSources(await readBlogSources(dir, root), label);
  const warnings: string[] = [];
  for (const post of posts) {
    const warning = readTimeWarning(post, label(post.file));
    if (warning) warnings.push(warning);
    warnings.push(...lengthWarnings(post, label(post.file)));
    try {
      await render(post.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const reason = message.replace(/^Failed to parse Markdown file[^\n]*\n/, '');
      problems.push(`${label(post.file)}: the markdown could not be rendered: ${reason}`);
    }
  }
  return { posts, problems, warnings };
}
