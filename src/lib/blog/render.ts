import { markdownConfigDefaults, type MarkdownRenderer } from '@astrojs/markdown-remark';
import { blogMarkdownConfig } from './markdown';

let processor: Promise<MarkdownRenderer> | undefined;

/**
 * Astro's own markdown processor with the blog's configuration, outside a build: used by the
 * content check, the diagnostic page and the sanitising tests, so they see what the site shows.
 */
export function blogMarkdownProcessor(): Promise<MarkdownRenderer> {
  processor ??= blogMarkdownConfig.processor.createRenderer({
    ...markdownConfigDefaults,
    shikiConfig: { ...markdownConfigDefaults.shikiConfig, ...blogMarkdownConfig.shikiConfig },
  });
  return processor;
}

/** Renders markdown (without front matter) to the HTML an article body would get. */
export async function renderBlogMarkdown(markdown: string): Promise<string> {
  const { code } = await (await blogMarkdownProcessor()).render(markdown);
  return code;
}
