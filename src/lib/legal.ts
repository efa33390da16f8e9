import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { z } from 'zod';
import { localeInfo, type Locale } from '../../shared/i18n/locales';
import { renderBlogMarkdown } from './blog/render';
import { contentErrorMap } from '../../shared/content/errors';
import { type Site } from '../../shared/site';
import { getSite } from '../../shared/node/site';

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

/**
 * The parts of the legal texts that apply to this owner: `lgpd`, Brazil's data-protection law,
 * when the business is in Brazil or the owner file says it addresses visitors there
 * (`legal.brazilianVisitors`); a German or Portuguese owner's pages cite the GDPR alone.
 */
export function legalConditions(site: Site = getSite()): Record<string, boolean> {
  return { lgpd: site.legal.address.country === 'BR' || site.legal.brazilianVisitors };
}

/**
 * Keeps or drops the blocks between a line `{if name}` and a line `{end if}` by
 * `conditions[name]`; an unknown name or an unclosed block is an error naming the file.
 * @example applyConditions('a\n{if lgpd}\nb\n{end if}\nc\n', { lgpd: false }, 'x.md') // 'a\nc\n'
 */
export function applyConditions(
  text: string,
  conditions: Record<string, boolean>,
  file: string,
): string {
  const kept = text.replace(
    /^\{if (\w+)\}\r?\n([\s\S]*?)^\{end if\}(?:\r?\n|$)/gm,
    (_all, name: string, body: string) => {
      if (!(name in conditions))
        throw new Error(
          `${file}: unknown condition {if ${name}} (known: ${Object.keys(conditions).join(', ')})`,
        );
      return conditions[name] ? body : '';
    },
  );
  const stray = /^\{(?:if \w+|end if)\}$/m.exec(kept);
  if (stray) throw new Error(`${file}: ${stray[0]} without its pair ({if name} ... {end if})`);
  return kept;
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
  conditions: Record<string, boolean> = legalConditions(),
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
  const text = applyConditions(content, conditions, file);
  return { ...parsed.data, html: await renderBlogMarkdown(fillTokens(text, values, file)) };
}
