import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEFAULT_BLOG_DIR } from '../../../shared/config';
import { renderBlogMarkdown } from './render';

/** The diagnostic page's sample: `content/blog/_samples/diagnostic.md` (ignored as an article). */
export const DIAGNOSTIC_SAMPLE = `${DEFAULT_BLOG_DIR}/_samples/diagnostic.md`;

let rendered: Promise<string> | undefined;

/** The sample rendered through the blog's markdown pipeline, as an article body would be (once per build). */
export function diagnosticSampleHtml(): Promise<string> {
  rendered ??= readFile(resolve(DIAGNOSTIC_SAMPLE), 'utf8').then(renderBlogMarkdown);
  return rendered;
}
