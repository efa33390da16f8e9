/**
 * The project's one front-matter reader: Astro's own `parseFrontmatter`, so the
 * article checks, the translation tools and the translation table read a markdown file exactly as
 * the build does. Pure: no file access, usable by the build, the scripts and the tests.
 */
import { parseFrontmatter } from '@astrojs/markdown-remark';

export interface FrontMatterFile {
  /** The parsed YAML (an empty object for an empty block). */
  data: Record<string, unknown>;
  /** The text between the two `---` lines, line breaks included (`'\ntitle: x\n'`). */
  raw: string;
  /** Everything after the closing `---`, its line break included: `---${raw}---${body}` is the file. */
  body: string;
}

/**
 * Splits a markdown file into its front matter and body; null when it does not start with `---`.
 * @throws the YAML parser's error when the block is not valid YAML
 * @example splitFrontMatter('---\ntitle: Hi\n---\nText').data.title === 'Hi'
 */
export function splitFrontMatter(contents: string): FrontMatterFile | null {
  if (!/^---\r?\n/.test(contents)) return null;
  const parsed = parseFrontmatter(contents, { frontmatter: 'remove' });
  if (parsed.rawFrontmatter === '' && parsed.content === contents) return null;
  return { data: parsed.frontmatter, raw: parsed.rawFrontmatter, body: parsed.content };
}
