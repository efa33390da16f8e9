/**
 * The lists the owner edits (services' included items and benefits) are content
 * files, checked with one error format naming the file and the field. The home and /work FAQ are
 * FAQ content now (content/faq, tests/unit/faq.test.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadPageContent } from '@/lib/page-content';
import { loadTestimonials, localizeTestimonials } from '@/lib/testimonials';
import { locales } from '../../shared/i18n/locales';

let root: string | undefined;
/** A copy of content/pages in a temporary project, with `edit` applied to one language's file. */
function project(locale: string, edit: (data: Record<string, unknown>) => unknown): string {
  root = mkdtempSync(join(tmpdir(), 'pages-'));
  cpSync('content/pages', join(root, 'content/pages'), { recursive: true });
  const file = join(root, 'content/pages', `${locale}.yaml`);
  const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const edited = edit(data);
  writeFileSync(file, typeof edited === 'string' ? edited : stringify(data));
  return root;
}
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('content/pages/<lang>.yaml', () => {
  it('every language has the same lists as English', () => {
    const all = loadPageContent();
    for (const locale of locales) {
      expect(all[locale].services.automation.benefits.length).toBe(
        all.en.services.automation.benefits.length,
      );
      expect(all[locale].services.support.included.length).toBe(
        all.en.services.support.included.length,
      );
    }
  });

  it('a missing field is named with its file and place', () => {
    const dir = project('de', (data) => {
      const services = data.services as Record<string, { benefits: Record<string, unknown>[] }>;
      delete services.automation!.benefits[1]!.text;
    });
    expect(() => loadPageContent(dir)).toThrow(
      'content/pages/de.yaml: services.automation.benefits[1].text: Required',
    );
  });

  it('broken placeholder syntax is reported before it reaches a page', () => {
    const dir = project('fr', (data) => {
      const services = data.services as Record<string, { included: string[] }>;
      services.selfHost!.included[0] = 'Sauvegardes {quotidiennes';
    });
    expect(() => loadPageContent(dir)).toThrow(
      /content\/pages\/fr\.yaml: services\.selfHost\.included\[0\]: invalid \{placeholder\} syntax/,
    );
  });

  it('a language with an item fewer than English says so', () => {
    const dir = project('it', (data) => {
      const services = data.services as Record<string, { included: string[] }>;
      services.support!.included.pop();
    });
    expect(() => loadPageContent(dir)).toThrow(
      'content/pages/it.yaml: services.support.included: has 5 items, content/pages/en.yaml has 6',
    );
  });

  it('adding a service bullet in every language is all it takes', () => {
    root = mkdtempSync(join(tmpdir(), 'pages-'));
    cpSync('content/pages', join(root, 'content/pages'), { recursive: true });
    for (const locale of locales) {
      const file = join(root, 'content/pages', `${locale}.yaml`);
      const data = parse(readFileSync(file, 'utf8')) as {
        services: { automation: { included: string[] } };
      };
      data.services.automation.included.push(`Bullet in ${locale}`);
      writeFileSync(file, stringify(data));
    }
    const all = loadPageContent(root);
    expect(all.pt.services.automation.included.at(-1)).toBe('Bullet in pt');
  });

  it('invalid YAML names the file', () => {
    const dir = project('es', () => 'services: [unclosed');
    expect(() => loadPageContent(dir)).toThrow(
      /^content\/pages\/es\.yaml: line 1, column \d+: not valid YAML/,
    );
  });
});

describe('testimonials per page', () => {
  it('a missing folder is no testimonials (git keeps no empty folder), not an error', () => {
    expect(loadTestimonials(join(tmpdir(), 'no-such-testimonials'))).toEqual([]);
  });

  it('/work shows the quotes marked page: work, the home page the others', () => {
    const all = loadTestimonials();
    const work = localizeTestimonials(all, 'de', 'work');
    const home = localizeTestimonials(all, 'de');
    expect(work.length).toBeGreaterThan(0);
    expect(home.length).toBeGreaterThan(0);
    expect(work.length + home.length).toBe(all.length);
    expect(new Set([...work, ...home].map((t) => t.id)).size).toBe(all.length);
  });
});
