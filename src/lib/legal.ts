import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { z } from 'zod';
import { localeInfo, type Locale } from '../../shared/i18n/locales';
import { renderBlogMarkdown } from './blog/render';
import { contentErrorMap } from '../../shared/content/errors';
import type { Site } from '../../shared/site';

/**
 * The legal texts: `content/legal/<lang>/<doc>.md`, markdown with a title and a
 * description, written by the owner (and reviewed by their lawyer). `{tokens}` in the text are
 * filled from the owner file and the configuration, so the texts never repeat an address.
 */

export const legalDocs = ['privacy', 'terms'] as const;
export type LegalDoc = (typeof legalDocs)[number];

export const LEGAL_DIR = 'content/legal';

const frontMatter = z
  .object({
    /** Page title and heading, at most 60 characters. */
    title: z.string().trim().min(1).max(60),
    /** Meta description, at most 160 characters. */
    description: z.string().trim().min(1).max(160),
  })
  .strict();

export interface LegalText {
  title: string;
  description: string;
  /** The body as HTML, tokens filled in. */
  html: string;
}

/** One line for an address: `Musterstraße 1, 12345 Musterstadt, Germany` in the page language. */
export function formatAddress(address: Site['legal']['address'], locale: Locale): string {
  const country = new Intl.DisplayNames([localeInfo[locale].tag], { type: 'region' }).of(
    address.country,
  );
  return `${address.street}, ${address.postalCode} ${address.city}, ${country}`;
}

/** Replaces `{name}` tokens; an unknown token is an error naming the file. */
export function fillTokens(text: string, values: Record<string, string>, file: string): string {
  return text.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(
        `${file}: unknown placeholder {${name}} (known: ${Object.keys(values).join(', ')})`,
      );
    return value;
  });
}

/**
 * Reads, checks and renders a legal text. Throws with the file and the field when the file is
 * missing or its front matter is wrong, so the build stops instead of shipping a blank page.
 */
export async function loadLegalText(
  doc: LegalDoc,
  locale: Locale,
  values: Record<string, string>,
  root = process.cwd(),
): Promise<LegalText> {
  const file = path.posix.join(LEGAL_DIR, locale, `${doc}.md`);
  const full = path.join(root, file);
  if (!existsSync(full)) throw new Error(`${file}: file is missing`);
  const { frontmatter, content } = parseFrontmatter(readFileSync(full, 'utf8'), {
    frontmatter: 'remove',
  });
  const parsed = frontMatter.safeParse(frontmatter, { error: contentErrorMap });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || 'front matter'}: ${issue.message}`);
  }
  return { ...parsed.data, html: await renderBlogMarkdown(fillTokens(content, values, file)) };
}
