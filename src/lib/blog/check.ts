import { blogFileLabel, readBlogSources } from './files';
import { renderBlogMarkdown } from './render';
import { checkBlogSources, type BlogFile } from './source';

export interface ContentCheckResult {
  posts: BlogFile[];
  /** Every problem, each starting with the file's path. Empty when the folder is valid. */
  problems: string[];
}

/**
 * `npm run content:check`: every file of the blog folder validated and rendered through the
 * site's markdown pipeline, all problems collected (issue 5: nothing is silently dropped).
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
  for (const post of posts) {
    try {
      await render(post.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const reason = message.replace(/^Failed to parse Markdown file[^\n]*\n/, '');
      problems.push(`${label(post.file)}: the markdown could not be rendered: ${reason}`);
    }
  }
  return { posts, problems };
}
